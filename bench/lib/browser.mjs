import { chromium } from 'playwright-core';
import chromiumArgs from '../../scripts/chromium-args.json' with { type: 'json' };

/** Headless Chromium through playwright-core: CHROME_PATH, or the system's /usr/bin/chromium. */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
