import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'] as const;

/**
 * The Chromium to drive: CHROME_PATH, or Debian's package. When none is found, installs
 * Debian's `chromium` if running as root, otherwise stops with how to install it. A test
 * tool's own browser download cannot work on these machines.
 */
export const findChromium = (): string => {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`CHROME_PATH points to ${configured}, which does not exist`);
    return configured;
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package chromium');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return candidates[0];
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
};

/** Headless, sandbox-free, quiet: the flags the browser tests and the bench launch Chromium with. */
export const chromiumArgs: string[] = JSON.parse(
  fs.readFileSync(new URL('../../../scripts/chromium-args.json', import.meta.url), 'utf8'),
);
