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
import { formatDate as formatDay } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { adminText as text } from './text';
import './admin.css';

/** The server sends at most this many rows (newest first); a search finds the others. */
const LIST_LIMIT = 200;

const formatDate = (iso: string | null) => (iso ? formatDay(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

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
  teachers: () => ({
    title: text.teachers,
    intro: text.teachersIntro,
    loading: text.loadingTeachers,
    newest: text.newestTeachers,
    found: text.teachersFound,
    count: text.teacherCount,
    noMatch: text.noTeachersMatch,
    none: text.noTeachers,
    /** The English phrase of the failed load ('Failed to load teachers.'), translated under `actions`. */
    action: 'load teachers',
  }),
  students: () => ({
    title: text.students,
    intro: text.studentsIntro,
    loading: text.loadingStudents,
    newest: text.newestStudents,
    found: text.studentsFound,
    count: text.studentCount,
    noMatch: text.noStudentsMatch,
    none: text.noStudents,
    action: 'load students',
  }),
};

/** /admin/teachers and /admin/students: a searchable list with an Impersonate button per user. */
export function AdminUsersScreen({ kind }: { kind: AdminListKind }) {
  useLanguage();
  const [search, setSearch] = useState('');
  const list = useAdminList(kind, search);
  const impersonation = useImpersonate();
  const [orderFor, setOrderFor] = useState<AdminUserRow | null>(null);
  const copy = COPY[kind]();
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
          <Field
            label={text.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            hint={text.searchHint}
            autoComplete="off"
            maxLength={100}
          />
        </form>
      </div>

      <p className="admin-count" role="status" aria-live="polite">
        {list.status === 'loading' && count === 0
          ? copy.loading
          : list.status === 'failed'
            ? ''
            : count >= LIST_LIMIT
              ? copy.newest(LIST_LIMIT)
              : list.search
                ? copy.found(count, list.search)
                : copy.count(count)}
      </p>

      {list.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{failureMessage(copy.action, list.error)}</p>
          <Button variant="secondary" onClick={list.reload}>
            {text.tryAgain}
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && count === 0 ? (
        <div className="notice empty-state">
          <p>{list.search ? copy.noMatch(list.search) : copy.none}</p>
        </div>
      ) : null}

      {count > 0 ? (
        <div className="admin-table-wrap" aria-busy={list.status === 'loading'}>
          <table className={`admin-table admin-table-${kind}`}>
            <caption className="visually-hidden">{copy.title}</caption>
            <thead>
              {kind === 'teachers' ? (
                <tr>
                  <th scope="col">{text.name}</th>
                  <th scope="col">{text.email}</th>
                  <th scope="col">{text.state}</th>
                  <th scope="col" className="num">
                    {text.students}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{text.actions}</span>
                  </th>
                </tr>
              ) : (
                <tr>
                  <th scope="col">{text.name}</th>
                  <th scope="col">{text.usernameOrEmail}</th>
                  <th scope="col">{text.class}</th>
                  <th scope="col">{text.teacher}</th>
                  <th scope="col">
                    <span className="visually-hidden">{text.actions}</span>
                  </th>
                </tr>
              )}
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="admin-name admin-wrap">
                    {fullName(row)}
                    {row.isSuperTeacher ? <span className="admin-tag">{text.superTeacher}</span> : null}
                    <span className="admin-sub">{text.joined(formatDate(row.createDate))}</span>
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
                            {row.state !== 'expired'
                              ? text.until(formatDate(row.expirationDate))
                              : // Issue 29: a date still ahead never reads "ended" (a removed sub-teacher kept the group's).
                                Date.parse(row.expirationDate) <= Date.now()
                                ? text.ended(formatDate(row.expirationDate))
                                : text.endedNoDate}
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
                      <td className="admin-wrap">{row.className ?? <span className="muted">{text.noClass}</span>}</td>
                      <td className="admin-email">
                        <Address text={row.teacherEmail} />
                      </td>
                    </>
                  )}
                  <td className="admin-action">
                    {row.roleID === RoleID.SuperAdmin ? (
                      <span className="muted" title={text.adminNotImpersonated}>
                        —<span className="visually-hidden">{text.adminNotImpersonated}</span>
                      </span>
                    ) : (
                      <>
                        {kind === 'teachers' ? (
                          <Button
                            variant="secondary"
                            className="button-small"
                            aria-label={text.recordOrderFor(fullName(row))}
                            onClick={() => setOrderFor(row)}
                          >
                            {text.purchaseOrder}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          className="button-small"
                          aria-label={text.impersonateName(fullName(row))}
                          busy={impersonation.pendingID === row.id}
                          disabled={impersonation.pendingID !== null}
                          onClick={() => impersonation.start(row)}
                        >
                          {text.impersonate}
                        </Button>
                        {kind === 'students' && row.roleID === RoleID.Student ? (
                          <StudentDataActions row={row} onDeleted={list.reload} />
                        ) : null}
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
