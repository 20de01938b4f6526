import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { canStudentTakeSuperDiagnostic } from '../../shared/api/diagnostic';
import { sharedCall } from '../lib/useLoaded';
import type { User } from '../../shared/api/auth';
import { homePathFor, isTeacherOrAdmin, RoleID } from '../../shared/domain/roles';
import { daysLeft } from '../../shared/domain/trial';
import { HelpLinks, HelpMenu } from '../features/tutorial/HelpMenu';
import { Brand } from './Brand';
import { ProfileIcon, SignOutIcon } from './icons';
import { MarketingLinks } from './MarketingLinks';
import { MenuDrawer } from './MenuDrawer';
import { publicText } from './publicText';
import { useKahootUrl } from './useKahootUrl';
import { SideMenu } from './SideMenu';
import { ThemeSwitch } from './ThemeSwitch';
import { shellText } from './shellText';
import { useLanguage } from '../i18n/language';

// Only an admin acting as a user sees it: its code and the admin styles are not part of every
// signed-in first screen (issue 13, the student's dashboard).
const ImpersonationBanner = lazy(() => import('../features/admin/ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })));

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
      {days === 0 ? shellText.trialEnded : shellText.trialDaysLeft(days)}
      <Link to="/payment" className="button button-primary upgrade-button">
        {shellText.upgrade}
      </Link>
    </span>
  );
}

/** 'Start Diagnostic' while the student's class has a diagnostic they have not taken (SHL-28/29). */
function StartDiagnosticLink({ userID, className }: { userID: string; className: string }) {
  // Asked again on every page (keeping the last answer meanwhile, so the link does not flicker):
  // finishing the diagnostic, or a teacher enabling it, changes the answer.
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [can, setCan] = useState<{ userID: string; classID: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    // In the background: a header link must not cover the page with the loading overlay.
    sharedCall(canStudentTakeSuperDiagnostic, undefined, { background: true })
      .then((answer) => current && setCan(answer.canTake ? { userID, classID: answer.classID } : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userID, path]);
  if (!can || can.userID !== userID || !can.classID) return null;
  return (
    <Link to="/super-diagnostic/$classID" params={{ classID: can.classID }} className={`${className} header-link-strong`}>
      {shellText.startDiagnostic}
    </Link>
  );
}

/** A student's places: the dashboard, their progress report, the diagnostic when there is one, and Kahoot when the operator set it (SHL-30). */
function StudentLinks({ user, inMenu = false }: { user: User; inMenu?: boolean }) {
  const linkClass = inMenu ? 'drawer-link' : 'header-link';
  const kahootUrl = useKahootUrl(true);
  return (
    <nav className={inMenu ? 'drawer-section' : 'role-links header-wide'} aria-label={shellText.studentNav}>
      <Link to="/courses" className={linkClass}>
        {shellText.dashboard}
      </Link>
      {user.classes.length > 0 ? (
        <Link to="/progress" className={linkClass}>
          {shellText.progressReport}
        </Link>
      ) : null}
      {/* An inactive student cannot take it, and asks nothing (SHL-72). */}
      {user.isActive ? <StartDiagnosticLink userID={user.id} className={linkClass} /> : null}
      {kahootUrl ? (
        <a href={kahootUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {shellText.kahoot}
          <span className="visually-hidden"> ({publicText.opensInNewTab})</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The narrow-screen menu's content: the role's links, the teacher menu, the account and the theme. */
function NarrowMenu({ user, onSignOut, signingOut }: HeaderProps) {
  return (
    <>
      {user.roleID === RoleID.Teacher && user.paymentPlan === 'trial' ? <TrialCounter user={user} /> : null}
      {user.roleID === RoleID.Student ? <StudentLinks user={user} inMenu /> : null}
      {isTeacherOrAdmin(user.roleID) ? <SideMenu /> : null}
      <MarketingLinks className="drawer-section marketing-links" />
      <nav className="drawer-section" aria-label={shellText.accountNav}>
        <ul>
          {user.roleID === RoleID.Teacher ? (
            <li>
              <Link to="/payment" className="drawer-link">
                <span className="drawer-icon" aria-hidden="true">
                  $
                </span>
                {shellText.billing}
              </Link>
            </li>
          ) : null}
          <HelpLinks user={user} />
          <li>
            <Link to="/profile" className="drawer-link">
              <ProfileIcon />
              {shellText.profile}
            </Link>
          </li>
          <li>
            <button type="button" className="drawer-link" onClick={onSignOut} disabled={signingOut} data-closes-menu>
              <SignOutIcon />
              {shellText.signOut}
            </button>
          </li>
        </ul>
      </nav>
      <ThemeSwitch />
    </>
  );
}

/**
 * The signed-in header: role-dependent links (ACB §2 "Header and side menu") and, for everyone,
 * the website's Features, Pricing, About and Support (SHL-24). On narrow screens everything but
 * the brand is in the Menu.
 */
export function Header({ user, onSignOut, signingOut = false }: HeaderProps) {
  useLanguage();
  const isStudent = user.roleID === RoleID.Student;
  const isTeacher = user.roleID === RoleID.Teacher;
  const answering = useRouterState({ select: (s) => /^\/(quiz|practice|super-diagnostic)\//.test(s.location.pathname) });
  return (
    <header className="site-header">
      {user.isImpersonate ? (
        <Suspense fallback={null}>
          <ImpersonationBanner user={user} onSignOut={onSignOut} signingOut={signingOut} />
        </Suspense>
      ) : null}
      {/*
        The website's links (SHL-24): a slim row of their own, so the role's links keep one row at
        1366 px. Not while a student answers questions (a quiz, practice, the diagnostic): those
        screens keep every question and its feedback on a 1366x768 screen, and nothing leads away.
      */}
      {answering ? null : (
        <div className={isStudent ? 'site-links-bar' : 'site-links-bar site-links-bar-mid'}>
          <MarketingLinks className="marketing-links site-links-compact" />
        </div>
      )}
      <div className="header-inner">
        <Brand to={homePathFor(user.roleID)} />
        {isTeacher && user.paymentPlan === 'trial' ? (
          <span className="header-wide">
            <TrialCounter user={user} />
          </span>
        ) : null}
        {isStudent ? <StudentLinks user={user} /> : null}
        {/* A teacher's header has room for the website's links in its own row on a wide screen (no slim row above: a class of 30 keeps its 30 px). */}
        {isStudent ? null : <MarketingLinks className="marketing-links header-wide site-links-inline" />}
        <div className="header-end header-wide">
          <ThemeSwitch />
          <nav className="account-links" aria-label={shellText.accountNav}>
            {isTeacher ? (
              // The billing icon ($) the 412 message names (ACB §8): plans, card and subscription.
              <Link to="/payment" className="icon-button billing-link" aria-label={shellText.billing} title={shellText.billing}>
                <span aria-hidden="true">$</span>
              </Link>
            ) : null}
            <HelpMenu user={user} />
            <Link to="/profile" className="icon-button" aria-label={shellText.profile}>
              <ProfileIcon />
            </Link>
            <button type="button" className="icon-button" aria-label={shellText.signOut} onClick={onSignOut} disabled={signingOut}>
              <SignOutIcon />
            </button>
          </nav>
        </div>
        <div className="header-narrow">
          <MenuDrawer>
            <NarrowMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
          </MenuDrawer>
        </div>
      </div>
    </header>
  );
}
