// Browser tests need Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt-get when we are root; otherwise stops with a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${path}. The browser tests need it.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium with apt-get (about a minute)...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/bash' });
} catch {
  console.error('Installing chromium with apt-get failed. Install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
