import { MarketingLinks } from './MarketingLinks';
import { MenuDrawer } from './MenuDrawer';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The signed-out header's theme switch, and on narrow screens its Menu (the website's links and
 * the theme). Its own chunk, loaded after the login form shows (issue 13's first-load budget).
 */
export default function PublicMenu() {
  return (
    <>
      <div className="header-end header-wide">
        <ThemeSwitch />
      </div>
      <div className="header-narrow">
        <MenuDrawer>
          <MarketingLinks className="drawer-section marketing-links" />
          <ThemeSwitch />
        </MenuDrawer>
      </div>
    </>
  );
}
