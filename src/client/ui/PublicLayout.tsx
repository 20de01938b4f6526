import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { MarketingLinks } from './MarketingLinks';
import { SkipLink } from './SkipLink';

/** The signed-out page (login, registration): a slim header and a centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="site-header">
        <div className="header-inner">
          <Brand to="/" />
          <MarketingLinks />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="main main-public">
        {children}
      </main>
    </div>
  );
}
