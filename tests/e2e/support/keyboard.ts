import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus, in words for a failure message: tag, role, name or text, id. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.name) : null) ??
      element.textContent?.trim().slice(0, 60);
    const role = element.getAttribute('role');
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${element.id ? ` id=${element.id}` : ''}> "${name ?? ''}"`;
  });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Fails when the focus fell to the page (document.activeElement is <body> or nothing). */
export const expectFocusNotLost = async (page: Page) => {
  await expect.poll(() => describeFocus(page), { timeout: 3_000 }).not.toBe('<body>');
};

/** Fails unless `locator` gets the focus within a moment. */
export const expectFocused = async (page: Page, locator: Locator, what: string) => {
  await locator.waitFor();
  await expect
    .poll(async () => ((await isFocused(locator)) ? what : `focus on ${await describeFocus(page)}`), {
      timeout: 5_000,
    })
    .toBe(what);
};

/**
 * Presses Tab (or Shift+Tab) until `locator` has the focus, as a keyboard user moves through a
 * page; fails after `max` presses, naming where the focus went.
 */
export const tabTo = async (page: Page, locator: Locator, options: { isBackwards?: boolean; max?: number } = {}) => {
  const { isBackwards = false, max = 80 } = options;
  await locator.waitFor();
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(isBackwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  if (await isFocused(locator)) return;
  throw new Error(`Tab did not reach the element within ${max} presses; focus went to:\n${visited.join('\n')}`);
};

/** Replaces a text field's value by keyboard: select all, then type. */
export const retype = async (page: Page, text: string) => {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};
