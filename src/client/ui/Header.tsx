import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { canStudentTakeSuperDiagnostic } from '../../shared/api/diagnostic';
import { call } from '../lib/api';
import type { User } from '../../shared/api/auth';
import { homePathFor, RoleID } from '../../shared/domain/roles';
import { daysLeft } from '../../shared/domain/trial';
import { externalLinks } from '../config/links';
import { ImpersonationBanner } from '../features/admin/ImpersonationBanner';
import { HelpMenu } from '../features/tutorial/HelpMenu';
import { Brand } from './Brand';
import { ProfileIcon, SignOutIcon } from './icons';
import { MarketingLinks } from './MarketingLinks';

interface HeaderProps {
  user: User;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** Days left in the trial, with 'Upgrade' to /payment (SHL-33, SHL-34). */
function TrialCounter({ user }: { user: User }) {
  const days = daysLeft(user.expirationDate);
  return (
    <span className="trial-counter">
      {days === 0 ? 'Your trial has ended' : `${days} ${days === 1 ? 'day' : 'days'} left in your trial`}
      <Link to="/payment" className="button button-primary upgrade-button">
        Upgrade
      </Link>
    </span>
  );
}

/** 'Start Diagnostic' while the student's class has a diagnostic they have not taken (SHL-28/29). */
function StartDiagnosticLink({ userID }: { userID: string }) {
  // Asked again on every page (keeping the last answer meanwhile, so the link does not flicker):
  // finishing the diagnostic, or a teacher enabling it, changes the answer.
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [can, setCan] = useState<{ userID: string; classID: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    // In the background: a header link must not cover the page with the loading overlay.
    call(canStudentTakeSuperDiagnostic, undefined, { background: true })
      .then((answer) => current && setCan(answer.canTake ? { userID, classID: answer.classID } : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userID, path]);
  if (!can || can.userID !== userID || !can.classID) return null;
  return (
    <Link to="/super-diagnostic/$classID" params={{ classID: can.classID }} className="header-link header-link-strong">
      Start Diagnostic
    </Link>
  );
}

/** The signed-in header: role-dependent links (ACB §2 "Header and side menu"). */
export function Header({ user, onSignOut, signingOut = false }: HeaderProps) {
  const isStudent = user.roleID === RoleID.Student;
  const isTeacher = user.roleID === RoleID.Teacher;
  return (
    <header className="site-header">
      <ImpersonationBanner user={user} onSignOut={onSignOut} signingOut={signingOut} />
      <div className="header-inner header-signed-in">
        <Brand to={homePathFor(user.roleID)} />
        <MarketingLinks />
        {isTeacher && user.paymentPlan === 'trial' ? <TrialCounter user={user} /> : null}
        {isStudent ? (
          <nav className="role-links" aria-label="Student">
            <Link to="/courses" className="header-link">
              Dashboard
            </Link>
            {user.classes.length > 0 ? (
              <Link to="/progress" className="header-link">
                Student Progress Report
              </Link>
            ) : null}
            <StartDiagnosticLink userID={user.id} />
            <a href={externalLinks.kahoot} target="_blank" rel="noopener noreferrer" className="header-link">
              Kahoot
            </a>
          </nav>
        ) : null}
        <nav className="account-links" aria-label="Account">
          {isTeacher ? (
            // The billing icon ($) the 412 message names (ACB §8): plans, card and subscription.
            <Link to="/payment" className="icon-button billing-link" aria-label="Billing" title="Billing">
              <span aria-hidden="true">$</span>
            </Link>
          ) : null}
          <HelpMenu user={user} />
          <Link to="/profile" className="icon-button" aria-label="Profile">
            <ProfileIcon />
          </Link>
          <button type="button" className="icon-button" aria-label="Sign out" onClick={onSignOut} disabled={signingOut}>
            <SignOutIcon />
          </button>
        </nav>
      </div>
    </header>
  );
}
