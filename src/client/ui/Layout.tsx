import { lazy, Suspense, type ReactNode } from 'react';
import type { User } from '../../shared/api/auth';
import { isTeacherOrAdmin } from '../../shared/domain/roles';
import { useLanguage } from '../i18n/language';
import { Banners } from './Banners';
import { ConnectivityBanner } from './ConnectivityBanner';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

// Shown only after a sign-in with a temporary password: its form code, the dialog library and the
// account styles are not part of every signed-in first screen (issue 13, the student's dashboard).
const MustUpdatePasswordDialog = lazy(() =>
  import('../features/account/MustUpdatePasswordDialog').then((m) => ({ default: m.MustUpdatePasswordDialog })),
);

interface LayoutProps {
  user: User;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

/** The signed-in page: header, banners, the teacher menu and the main content; the blocking new-password dialog on top. */
export function Layout({ user, onSignOut, signingOut, children }: LayoutProps) {
  // The skip link, banners and footer read their words when drawn: a language switch draws them again.
  useLanguage();
  const withMenu = isTeacherOrAdmin(user.roleID);
  return (
    <div className="app-shell">
      <SkipLink />
      <Header user={user} onSignOut={onSignOut} signingOut={signingOut} />
      <ConnectivityBanner user={user} />
      <Banners user={user} />
      <div className={withMenu ? 'page page-with-menu' : 'page'}>
        {withMenu ? <SideMenu /> : null}
        <main id="main" tabIndex={-1} className="main">
          {children}
        </main>
      </div>
      <SiteFooter />
      {user.mustUpdatePassword ? (
        <Suspense fallback={null}>
          <MustUpdatePasswordDialog onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
