import type { Page } from '@playwright/test';
import { expect, logIn, screenshot, test } from './support/browser';
import { ensureRow } from './support/entity-rows';
import { entityPagesFor, openTable } from './support/screens';

/** A laptop screen staff use all day; the widest tables (/dosis, /lotes) once hid their buttons here. */
const laptop = { width: 1366, height: 768 };

/** The most icons a row shows: its links (its record's page, a card), Editar and Eliminar; the rest is on the record's page. */
const maxRowIcons = 3;

/** Whether an element's box lies wholly inside the viewport and inside the table's scrolling region. */
const isFullyShown = (page: Page, name: string) =>
  page
    .getByRole('table')
    .locator(`a[aria-label="${name}"], button[aria-label="${name}"]`)
    .first()
    .evaluate((button) => {
      const box = button.getBoundingClientRect();
      const region = button.closest('section')?.getBoundingClientRect();
      return (
        region !== undefined &&
        box.left >= region.left &&
        box.right <= region.right &&
        box.right <= window.innerWidth &&
        box.width > 0
      );
    });

test.describe('Gestión tables at 1366 px', () => {
  const tables = entityPagesFor('admin').filter(({ canEdit, canDelete }) => canEdit || canDelete);

  test.use({ viewport: laptop });

  for (const { entity, route } of tables) {
    test(`${route}: should keep each row's icons (${maxRowIcons} at most) in view`, async ({ page }) => {
      await ensureRow(entity);
      await logIn(page, 'admin');
      await openTable(page, route);
      const row = page.getByRole('table').getByRole('row').nth(1);
      const names = await row
        .getByRole('cell')
        .last()
        .locator('a, button')
        .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''));
      expect(names.length).toBeGreaterThan(0);
      expect(names.length, `${route} shows ${names.join(', ')}`).toBeLessThanOrEqual(maxRowIcons);
      for (const name of names) {
        expect(await isFullyShown(page, name), `'${name}' is cut off at ${laptop.width} px`).toBe(true);
      }
      await screenshot(page, `laptop ${route}`);
    });
  }
});
