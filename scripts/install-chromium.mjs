// Before the browser suite (scripts/test.mjs): installs Debian's `chromium-headless-shell` (Chromium's headless
// build: the same engine without the desktop browser's shell, about a quarter less CPU for the suite) on a machine
// that lacks it, when running as root. Otherwise it does nothing, and the suite's own check
// (tests/e2e/support/chromium.ts) takes Debian's `chromium`, or says how to get one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's headless Chromium, which the browser suite prefers. */
export const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Where the browser suite looks for Chromium when CHROME_PATH is not set, first found first:
 * tests/e2e/support/chromium.ts.
 */
export const chromiumCandidates = [headlessShell, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Installs Debian's `chromium-headless-shell` with apt-get when CHROME_PATH is unset, it is missing and this
 * process runs as root; returns whether it installed it. A failed install leaves a machine that has another
 * candidate with that one, and fails otherwise.
 * @returns {boolean}
 */
export const installChromiumIfMissing = () => {
  if (process.env.CHROME_PATH) return false;
  if (fs.existsSync(headlessShell)) return false;
  if (process.getuid?.() !== 0) return false;
  console.log('\n== Chromium headless shell not found: installing Debian package chromium-headless-shell (apt-get)');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    if (!chromiumCandidates.some((candidate) => fs.existsSync(candidate))) throw error;
    console.log('== Installing it failed: the browser suite runs on the Chromium this machine has');
    return false;
  }
  return true;
};
