import type { BrowserContext, Page, Request } from '@playwright/test';

/** A page's requests in flight and when the last one started or ended, counted from the page's creation. */
type Traffic = { open: Set<Request>; changedAt: number };

const traffic = new WeakMap<Page, Traffic>();

const trackPage = (page: Page) => {
  if (traffic.has(page)) return;
  const counted: Traffic = { open: new Set(), changedAt: Date.now() };
  traffic.set(page, counted);
  page.on('request', (request) => {
    counted.open.add(request);
    counted.changedAt = Date.now();
  });
  const end = (request: Request) => {
    counted.open.delete(request);
    counted.changedAt = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
};

/**
 * Counts the requests of every page the context opens from now on, for `networkQuiet` (the suite's `test` does it
 * for each test's context, `sharedPage` for its own).
 */
export const trackRequests = (context: BrowserContext) => {
  for (const page of context.pages()) trackPage(page);
  context.on('page', trackPage);
};

/** How long the page must have had no request in flight. */
const quietMs = 100;
/** As a navigation's wait (playwright.config.ts `navigationTimeout`). */
const timeoutMs = 15_000;

/** Resolves once the page drew two frames; false when a navigation replaced the document meanwhile. */
const twoFrames = (page: Page) =>
  page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .then(
      () => true,
      () => false,
    );

/**
 * Waits until the page has no request in flight: none for 100 ms, and still none after the page drew two frames
 * (so a request that a response's render starts is waited for too). Playwright's `networkidle` waited for 500 ms of
 * silence after each document's load, a quarter of the accessibility files' time, and not at all for the requests a
 * page makes after it (a dialog's lists). A page whose requests are not counted (a context the suite did not open)
 * waits for `networkidle`. Fails after 15 s naming what is in flight.
 */
export const networkQuiet = async (page: Page) => {
  const counted = traffic.get(page);
  if (!counted) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > deadline) {
      const urls = [...counted.open].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`The page was not quiet within ${timeoutMs} ms; in flight: ${urls.join(', ') || 'none'}`);
    }
    const isQuiet = counted.open.size === 0 && Date.now() - counted.changedAt >= quietMs;
    if (!isQuiet) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const quietSince = counted.changedAt;
    const isDrawn = await twoFrames(page);
    if (isDrawn && counted.open.size === 0 && counted.changedAt === quietSince) return;
  }
};
