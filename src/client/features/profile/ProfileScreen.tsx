import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { APP_VERSION, messages } from '../../../shared/messages';
import { toast } from '../../ui/toast';
import { useSession } from '../auth/useSession';

const ROLE_LABELS: Record<User['role'], string> = { SuperAdmin: 'Administrator', Teacher: 'Teacher', Student: 'Student' };

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : 'None';

const planLabel = (plan: string | null) => (plan === 'trial' ? 'Free trial' : plan ?? 'None');

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A teacher following a student's join link is told it is for students (ACB §6), once. */
function useClassCodeWarning(user: User | null, classCode: string | undefined) {
  const navigate = useNavigate();
  const warned = useRef(false);
  useEffect(() => {
    if (!classCode || !user || user.roleID === RoleID.Student || warned.current) return;
    warned.current = true;
    toast.warning(messages.onlyStudentsAddClass);
    void navigate({ to: '/profile', search: {}, replace: true });
  }, [classCode, user, navigate]);
}

/** /profile, read-only for now: editing, password change and resending verification come later. */
export function ProfileScreen({ classCode }: { classCode?: string }) {
  const { user } = useSession();
  useClassCodeWarning(user, classCode);
  if (!user) return null;
  const isStudent = user.roleID === RoleID.Student;
  return (
    <>
      <h1>Profile</h1>
      <section className="card profile-card" aria-label="Your details">
        <dl className="profile-list">
          <Row label="First Name" value={user.first} />
          <Row label="Last Name" value={user.last} />
          <Row label={user.email ? 'Email' : 'Username'} value={user.email ?? user.username ?? ''} />
          <Row label="Role" value={ROLE_LABELS[user.role]} />
          {isStudent ? <Row label="Class" value={user.classes[0]?.name ?? 'Not in a class yet'} /> : null}
          {user.roleID === RoleID.Teacher ? (
            <>
              <Row label="Plan" value={planLabel(user.paymentPlan)} />
              <Row label={user.paymentPlan === 'trial' ? 'Trial ends' : 'Plan ends'} value={formatDate(user.expirationDate)} />
            </>
          ) : null}
        </dl>
      </section>
      <p className="version">Version {APP_VERSION}</p>
    </>
  );
}
