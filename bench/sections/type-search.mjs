import { armSearch } from './browser-page.mjs';

/** A brisk typist: about 80 words a minute. */
const keyDelayMs = 150;

/**
 * Types `text` into the search box `target.inputSelector` a letter at a time, as a person
 * does, and returns the time (ms) from the last keydown to the items of the whole text on
 * screen, or null when the screen already showed them before the last letter.
 *
 * @param {import('playwright-core').Page} page
 * @param {{ inputSelector: string, watchSelector: string, itemSelector: string }} target
 * @param {string} text
 */
export const typeSearch = async (page, target, text) => {
  const input = page.locator(target.inputSelector);
  await input.fill('');
  await input.pressSequentially(text.slice(0, -1), { delay: keyDelayMs });
  const isArmed = await page.evaluate(armSearch, { ...target, words: text.split(' ') });
  await page.waitForTimeout(keyDelayMs);
  await page.keyboard.press(text.at(-1) ?? '');
  return isArmed ? page.evaluate(() => window.__bench.search ?? null) : null;
};
