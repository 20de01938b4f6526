// Browser tests need Debian's Chromium (Playwright cannot download its own browser here).
import { ensureDebianPackage } from '../../support/ensure-debian-package.mjs';

ensureDebianPackage({
  what: 'Chromium',
  pkg: 'chromium',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  neededFor: 'The browser tests need it.',
  override: 'CHROMIUM_PATH (a Chromium binary)',
});
