import { expectCleanInBothThemes, showTheme } from './support/axe';
import { expect, logInWith, screenshot, test } from './support/browser';

test.describe("'Existencias' (/existencias)", () => {
  test("should show a district admin their district's stock per place, filter it by centre, and pass axe in both themes", async ({
    page,
  }) => {
    await logInWith(page, { email: 'distrito@gmail.com', password: 'distrito123' });
    await page.getByRole('navigation').getByRole('link', { name: 'Existencias' }).click();
    await page.getByRole('heading', { level: 1, name: 'Existencias' }).waitFor();
    const table = page.getByRole('table', { name: 'Existencias por lugar y lote' });
    await table.waitFor();
    await expect(table.getByRole('row').nth(1)).toContainText(/Distrito Lima Norte|Centro/);
    await expect(table).not.toContainText('Red Nacional de Salud');

    await page.getByRole('button', { name: /^Lugar/ }).click();
    await page.getByRole('treeitem', { name: /^Centro de Salud Norte,/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Centro de Salud Norte');
    await expect(table).not.toContainText('Almacén');

    await screenshot(page, 'stock-page');
    await expectCleanInBothThemes(page, 'Existencias');
    await showTheme(page, 'SNHdark');
    await screenshot(page, 'stock-page-dark');
  });
});
