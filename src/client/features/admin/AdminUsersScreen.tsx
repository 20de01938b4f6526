import { useState } from 'react';
import type { AdminUserRow } from '../../../shared/api/admin';
import { RoleID } from '../../../shared/domain/roles';
import { failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { AdminTabs } from './AdminTabs';
import { StateBadge } from './StateBadge';
import { useAdminList, type AdminListKind } from './useAdminList';
import { useImpersonate } from './useImpersonate';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import { StudentDataActions } from './StudentDataActions';
import './admin.css';

/** The server sends at most this many rows (newest first); a search finds the others. */
const LIST_LIMIT = 200;

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

const fullName = (row: AdminUserRow) => `${row.first} ${row.last}`;

/** An address that has to wrap breaks before its @, not mid-word. */
function Address({ text }: { text: string | null }) {
  if (!text) return <>—</>;
  const at = text.indexOf('@');
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

const COPY = {
  teachers: {
    title: 'Teachers',
    intro: 'Teachers and administrators, newest first.',
    hint: 'Name, email or username',
    noun: (n: number) => (n === 1 ? 'teacher' : 'teachers'),
  },
  students: {
    title: 'Students',
    intro: 'Students, newest first, with their class and teacher.',
    hint: 'Name, email or username',
    noun: (n: number) => (n === 1 ? 'student' : 'students'),
  },
} as const;

/** /admin/teachers and /admin/students: a searchable list with an Impersonate button per user. */
export function AdminUsersScreen({ kind }: { kind: AdminListKind }) {
  const [search, setSearch] = useState('');
  const list = useAdminList(kind, search);
  const impersonation = useImpersonate();
  const [orderFor, setOrderFor] = useState<AdminUserRow | null>(null);
  const copy = COPY[kind];
  const count = list.rows.length;

  return (
    <>
      <AdminTabs />
      <div className="admin-heading">
        <div>
          <h1>{copy.title}</h1>
          <p className="muted admin-intro">{copy.intro}</p>
        </div>
        <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
          <Field label="Search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} hint={copy.hint} autoComplete="off" maxLength={100} />
        </form>
      </div>

      <p className="admin-count" role="status" aria-live="polite">
        {list.status === 'loading' && count === 0
          ? `Loading ${copy.noun(2)}…`
          : list.status === 'failed'
            ? ''
            : count >= LIST_LIMIT
              ? `Showing the newest ${LIST_LIMIT} ${copy.noun(count)}. Search to find others.`
              : list.search
                ? `${count} ${copy.noun(count)} found for “${list.search}”.`
                : `${count} ${copy.noun(count)}.`}
      </p>

      {list.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{failureMessage(`load ${copy.noun(2)}`, list.error)}</p>
          <Button variant="secondary" onClick={list.reload}>
            Try again
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && count === 0 ? (
        <div className="notice empty-state">
          <p>{list.search ? `No ${copy.noun(2)} match “${list.search}”.` : `No ${copy.noun(2)} yet.`}</p>
        </div>
      ) : null}

      {count > 0 ? (
        <div className="admin-table-wrap" aria-busy={list.status === 'loading'}>
          <table className={`admin-table admin-table-${kind}`}>
            <caption className="visually-hidden">{copy.title}</caption>
            <thead>
              {kind === 'teachers' ? (
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">State</th>
                  <th scope="col" className="num">
                    Students
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              ) : (
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Username or email</th>
                  <th scope="col">Class</th>
                  <th scope="col">Teacher</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              )}
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="admin-name admin-wrap">
                    {fullName(row)}
                    {row.isSuperTeacher ? <span className="admin-tag">Super-teacher</span> : null}
                    <span className="admin-sub">Joined {formatDate(row.createDate)}</span>
                  </th>
                  {kind === 'teachers' ? (
                    <>
                      <td className="admin-email">
                        <Address text={row.email ?? row.username} />
                      </td>
                      <td>
                        <StateBadge state={row.state} />
                        {row.roleID !== RoleID.SuperAdmin && row.expirationDate ? (
                          <span className="admin-sub">
                            {row.state === 'expired' ? 'ended' : 'until'} {formatDate(row.expirationDate)}
                          </span>
                        ) : null}
                      </td>
                      <td className="num">{row.roleID === RoleID.SuperAdmin ? '—' : row.totalStudents}</td>
                    </>
                  ) : (
                    <>
                      <td className="admin-email">
                        <Address text={row.username ?? row.email} />
                      </td>
                      <td>{row.className ?? <span className="muted">No class</span>}</td>
                      <td className="admin-email">
                        <Address text={row.teacherEmail} />
                      </td>
                    </>
                  )}
                  <td className="admin-action">
                    {row.roleID === RoleID.SuperAdmin ? (
                      <span className="muted" title="Administrators cannot be impersonated">
                        —<span className="visually-hidden">Administrators cannot be impersonated</span>
                      </span>
                    ) : (
                      <>
                        {kind === 'teachers' ? (
                          <Button
                            variant="secondary"
                            className="button-small"
                            aria-label={`Record purchase order for ${fullName(row)}`}
                            onClick={() => setOrderFor(row)}
                          >
                            Purchase order
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          className="button-small"
                          aria-label={`Impersonate ${fullName(row)}`}
                          busy={impersonation.pendingID === row.id}
                          disabled={impersonation.pendingID !== null}
                          onClick={() => impersonation.start(row)}
                        >
                          Impersonate
                        </Button>
                        {kind === 'students' && row.roleID === RoleID.Student ? <StudentDataActions row={row} onDeleted={list.reload} /> : null}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {orderFor ? (
        <PurchaseOrderDialog
          row={orderFor}
          onClose={() => setOrderFor(null)}
          onDone={() => {
            setOrderFor(null);
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
