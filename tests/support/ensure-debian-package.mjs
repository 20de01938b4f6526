// Test tools that come from Debian (Chromium for the browser tests, PostgreSQL for the API suite's
// second run): installed with apt-get when missing and we are root; otherwise a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * Makes sure `path` exists, installing Debian's `pkg` when it does not.
 * `what` names the tool for people; `override` names the variable that points elsewhere.
 */
export function ensureDebianPackage({ what, pkg, path, neededFor, override }) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${what} was not found at ${path}. ${neededFor}\n` +
        `Install it with:  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
        `or point ${override} at another installation, then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing: installing Debian's ${pkg} with apt-get (about a minute)...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit', shell: '/bin/bash' });
  } catch {
    console.error(`Installing ${pkg} with apt-get failed. Install it by hand: apt-get install -y ${pkg}`);
    process.exit(1);
  }
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}
