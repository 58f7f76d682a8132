import { chromium } from 'playwright-core';

/** Headless Chromium through playwright-core: CHROME_PATH, or the system's /usr/bin/chromium. */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
