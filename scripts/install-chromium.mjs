// Before the browser suite (scripts/test.mjs): installs Debian's `chromium` on a machine that has none, when running
// as root. Otherwise it does nothing, and the suite's own check (tests/e2e/support/chromium.ts) says how to get one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Where the browser suite looks for Chromium when CHROME_PATH is not set: tests/e2e/support/chromium.ts. */
export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Installs Debian's `chromium` with apt-get when CHROME_PATH is unset, none of the candidates exists and this
 * process runs as root; returns whether it installed it.
 * @returns {boolean}
 */
export const installChromiumIfMissing = () => {
  if (process.env.CHROME_PATH) return false;
  if (chromiumCandidates.some((candidate) => fs.existsSync(candidate))) return false;
  if (process.getuid?.() !== 0) return false;
  console.log('\n== Chromium not found: installing Debian package chromium (apt-get)');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return true;
};
