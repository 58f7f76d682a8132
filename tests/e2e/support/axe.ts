import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

/** The WCAG 2.0 to 2.2 A and AA rules (issue 11's measure); best practices are not part of it. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Of those rules, the ones a theme can change: they read colours (axe's `cat.color` category:
 * `color-contrast`, `link-in-text-block`). The others read the document, which is the same in both themes.
 */
export const colourRules = axe
  .getRules([...wcagTags])
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);

/** The impacts that fail a screen. */
const failingImpacts = new Set(['serious', 'critical']);

const reportDir = path.resolve(import.meta.dirname, '../../../test-results/e2e/axe');

/** The app's two themes as the theme store keeps them in localStorage (spec: 'SNH' light, 'SNHdark' dark). */
export const themes = ['SNH', 'SNHdark'] as const;
export type Theme = (typeof themes)[number];

/**
 * Makes every page load of this tab start in `theme`: the stored preference is written before
 * the app's scripts read it. Takes effect on the next navigation.
 */
export const startInTheme = async (page: Page, theme: Theme) => {
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
};

/**
 * Shows `theme` on the page as it is, without a reload, as the app's theme store does on a change
 * (`applyTheme`: the `dark` class drives the colour variables, `data-theme` names the theme): a dialog
 * or a form with its errors stays open. Charts, drawn on a canvas, keep their colours; axe does not read them.
 */
export const showTheme = async (page: Page, theme: Theme) => {
  await page.evaluate((shown) => {
    document.documentElement.classList.toggle('dark', shown === 'SNHdark');
    document.documentElement.dataset.theme = shown;
  }, theme);
};

/** Fails unless the document shows `theme` (the store puts it on <html data-theme>). */
export const expectTheme = async (page: Page, theme: Theme) => {
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  if (shown !== theme) throw new Error(`The page shows the theme ${shown}, not ${theme}`);
};

/**
 * Loads axe-core into the page's document unless it holds it already: the document keeps it until the page
 * navigates. AxeBuilder sends axe's 500 KB source with every scan (twice in legacy mode), which cost more than the
 * scan itself (on an idle machine, 890 ms a scan of the WCAG rules where 370 ms with axe loaded once).
 */
const loadAxe = async (page: Page) => {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(axe.source);
};

/** The source AxeBuilder injects, a script that does nothing: `loadAxe` has loaded axe. */
const loadedAlready = ';';

const describeViolation = (violation: Result) => {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${summary}`;
  });
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})`, ...nodes].join(
    '\n',
  );
};

/**
 * Runs axe-core's WCAG 2.0–2.2 A/AA rules on the page at rest and fails listing every
 * serious or critical violation: rule, impact, help, and each node's target and why it fails.
 * At rest: the pointer is moved off the page's controls (a button the last click left hovered
 * is read in its hover colours) and running transitions are let finish (a dialog fading in is
 * read half transparent; a spinner's endless turn is not waited for). Every result is also written to test-results/e2e/axe/<screen>.json,
 * for the audit's list. `within` limits the scan to the elements a selector matches: a modal
 * dialog's screen reads the dialog only, as the page behind it, inert, was read on its own screen.
 * `rules` limits it to those of the WCAG rules (`colourRules`, for a screen already read whole in the other theme).
 *
 * @example
 * await expectNoSeriousViolations(page, 'Pacientes (SNHdark)');
 */
export const expectNoSeriousViolations = async (
  page: Page,
  screen: string,
  within?: string,
  rules?: readonly string[],
) => {
  const viewport = page.viewportSize();
  await page.mouse.move((viewport?.width ?? 2) - 1, (viewport?.height ?? 2) - 1);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only the violations get their nodes' selectors computed (axe's documented speed-up): the rest is never read.
  // Options first: `options()` replaces what `withTags()` and `withRules()` set, which add to it.
  // Legacy mode: `axe.run` in the page itself. The default runs `axe.runPartial` in each frame, then opens a blank
  // page, injects axe there too and runs `axe.finishRun` in it: a new page per scan (a third of the accessibility
  // files' CPU time), which only cross-origin frames need, and the app has none.
  await loadAxe(page);
  const base = new AxeBuilder({ page, axeSource: loadedAlready })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  const builder = rules === undefined ? base.withTags([...wcagTags]) : base.withRules([...rules]);
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(
    path.join(reportDir, `${screen.replace(/[^\w-]+/g, '_')}.json`),
    JSON.stringify({ screen, url: page.url(), violations: results.violations }, null, 2),
  );
  if (failing.length === 0) return;
  const nodeCount = failing.reduce((sum, violation) => sum + violation.nodes.length, 0);
  throw new Error(
    `${screen}: ${failing.length} serious or critical axe violations on ${nodeCount} nodes (${page.url()})\n${failing
      .map(describeViolation)
      .join('\n')}`,
  );
};

/**
 * Reads the screen the page shows in both themes, opened once: every WCAG rule in the theme it shows,
 * then the colour rules in the other theme, shown in place (`showTheme`), and the first theme shown again.
 * The report names each theme: `<screen> (SNH)`, `<screen> (SNHdark)`.
 *
 * @example
 * await expectCleanInBothThemes(page, 'Pacientes, edit dialog', openDialog);
 */
export const expectCleanInBothThemes = async (page: Page, screen: string, within?: string) => {
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  const [first, second] = shown === 'SNHdark' ? (['SNHdark', 'SNH'] as const) : (['SNH', 'SNHdark'] as const);
  await expectNoSeriousViolations(page, `${screen} (${first})`, within);
  await showTheme(page, second);
  try {
    await expectNoSeriousViolations(page, `${screen} (${second})`, within, colourRules);
  } finally {
    await showTheme(page, first);
  }
};
