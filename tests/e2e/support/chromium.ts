import fs from 'node:fs';
import { chromiumCandidates as candidates } from '../../../scripts/install-chromium.mjs';

/**
 * The Chromium to drive: CHROME_PATH, or Debian's headless shell (`chromium-headless-shell`: a quarter
 * less CPU for the suite than the desktop build), or Debian's `chromium`; when none is found, stops with how
 * to install it (`npm test` run as root installs it first: scripts/install-chromium.mjs). A
 * test tool's own browser download cannot work on these machines.
 */
export const findChromium = (): string => {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`CHROME_PATH points to ${configured}, which does not exist`);
    return configured;
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
};

/** Headless, sandbox-free, quiet: the flags the browser tests and the bench launch Chromium with. */
export const chromiumArgs: string[] = JSON.parse(
  fs.readFileSync(new URL('../../../scripts/chromium-args.json', import.meta.url), 'utf8'),
);
