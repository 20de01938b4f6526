import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useLanguage } from '../i18n/language';
import { retrying } from '../lib/retrying';
import { Brand } from './Brand';
import { MarketingLinks } from './MarketingLinks';
import { SkipLink } from './SkipLink';

// Tried again while they cannot load (lib/retrying.ts): a dropped network must not turn the sign-in page into the error screen.
const PublicMenu = lazy(() => retrying(() => import('./PublicMenu')));
// Below the fold: with the menu, after the page has loaded (issue 13's first-load budget).
const SiteFooter = lazy(() => retrying(() => import('./SiteFooter')).then((m) => ({ default: m.SiteFooter })));

/** True once the page has loaded and the browser has an idle moment. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const go = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => live && setReady(true), { timeout: 1500 }) : setReady(true);
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', go);
    };
  }, []);
  return ready;
}

/** The signed-out page (login, registration): a slim header and a centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useLanguage();
  const menuReady = useAfterLoad();
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="site-header">
        <div className="header-inner">
          <Brand to="/" />
          <MarketingLinks className="marketing-links header-wide" />
          {menuReady ? (
            <Suspense fallback={null}>
              <PublicMenu />
            </Suspense>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="main main-public">
        <div className="language-bar">
          <LanguageSelect />
        </div>
        {children}
      </main>
      {menuReady ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
