import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { User } from '../../../shared/api/auth';
import { planById } from '../../../shared/domain/plans';
import { RoleID } from '../../../shared/domain/roles';
import { planName } from '../billing/planWords';
import { APP_VERSION, messages } from '../../../shared/messages';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ClassCodeForm } from './ClassCodeForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { VerificationNotice } from './VerificationNotice';
import './profile.css';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { profileText } from './text';
import { GoogleLinkCard } from '../google/GoogleLinkCard';
import { ReadAloudSettingsCard } from '../readAloud/ReadAloudSettingsCard';

const ROLE_LABELS = { SuperAdmin: 'administrator', Teacher: 'teacher', Student: 'student' } as const satisfies Record<User['role'], keyof typeof profileText>;

const formatDay = (iso: string | null) => (iso ? formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) : profileText.none);

/** Issue 29: the plan's name in the reader's language, never its id ("masterAnnual_3"). */
function planLabel(plan: string | null): string {
  if (plan === 'trial') return profileText.freeTrial;
  if (!plan) return profileText.none;
  const known = planById(plan);
  return known ? planName(known) : profileText.otherPlan;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The language switch (issue 14): kept on this device and on the account. */
function LanguageCard() {
  return (
    <section className="card profile-card" aria-labelledby="profile-language-heading">
      <h2 id="profile-language-heading">{profileText.languageTitle}</h2>
      <p className="muted">{profileText.languageText}</p>
      <LanguageSelect />
    </section>
  );
}

/** A teacher following a student's join link is told it is for students (ACB §6), once, and joins nothing. */
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

/** The account at a glance: role, and a teacher's plan. */
function AccountSummary({ user }: { user: User }) {
  return (
    <section className="card profile-card" aria-labelledby="profile-account-heading">
      <h2 id="profile-account-heading">{profileText.account}</h2>
      <dl className="profile-list">
        <Row label={profileText.role} value={profileText[ROLE_LABELS[user.role]]} />
        {user.roleID === RoleID.Teacher ? (
          <>
            <Row label={profileText.plan} value={planLabel(user.paymentPlan)} />
            <Row label={user.paymentPlan === 'trial' ? profileText.trialEnds : profileText.planEnds} value={formatDay(user.expirationDate)} />
          </>
        ) : null}
        {user.roleID === RoleID.Teacher ? (
          <Row label={profileText.email} value={user.isVerified ? profileText.verified : profileText.notVerifiedYet} />
        ) : null}
      </dl>
    </section>
  );
}

/**
 * /profile (ACB §2 Profile): name and sign-in name, a student's class code, change password,
 * resend verification for unverified teachers, and the version.
 */
export function ProfileScreen({ classCode }: { classCode?: string }) {
  useLanguage();
  const { user } = useSession();
  useClassCodeWarning(user, classCode);
  if (!user) return null;
  const isStudent = user.roleID === RoleID.Student;
  const isGoogle = user.socialType === 'google';
  const unverified = user.roleID === RoleID.Teacher && !user.isVerified && !isGoogle;
  return (
    <>
      <h1>{profileText.profile}</h1>
      <div className="profile-grid">
        <div className="profile-column">
          <ProfileDetailsForm key={user.id} user={user} />
          {isStudent ? <ClassCodeForm user={user} linkCode={classCode} /> : <AccountSummary user={user} />}
          <ReadAloudSettingsCard user={user} />
        </div>
        <div className="profile-column">
          {unverified ? <VerificationNotice user={user} /> : null}
          <LanguageCard />
          {isGoogle ? null : <ChangePasswordForm />}
          <GoogleLinkCard user={user} />
        </div>
      </div>
      <p className="version">{profileText.version(APP_VERSION)}</p>
    </>
  );
}
