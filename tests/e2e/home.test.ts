import { expect, logIn, screenshot, test } from './support/browser';

test.describe('home page charts (/inicio)', () => {
  test.use({ colorScheme: 'light' });

  test('should draw the doses of a chosen centre and the vials per batch, and redraw them in dark mode', async ({
    page,
  }) => {
    await logIn(page, 'health');
    await page.getByRole('heading', { name: 'Bienvenido a SNH Vacunas' }).waitFor();
    await page.getByText('Panel principal del sistema de gestión de vacunas').waitFor();

    const availability = page.getByRole('img', { name: /Dosis disponibles por lote/ });
    await availability.waitFor();
    await expect(availability).toHaveAttribute('aria-label', /Lote PF-2026-001 \(Comirnaty\): \d+/);

    await page.getByLabel('Centro de Salud').selectOption({ label: 'Centro de Salud Norte' });
    const doses = page.getByRole('img', { name: /Dosis aplicadas por vacuna/ });
    await doses.waitFor();
    await expect(doses).toHaveAttribute('aria-label', /Comirnaty: \d+/);
    await screenshot(page, 'home-light');

    const pixels = () => doses.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const light = await pixels();
    await page.getByRole('button', { name: 'Modo Oscuro' }).click();
    await page.getByRole('button', { name: 'Modo Claro' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('SNHdark');
    await expect.poll(pixels).not.toBe(light);
    await screenshot(page, 'home-dark');
  });

  test('should say when a centre is left unselected', async ({ page }) => {
    await logIn(page, 'admin');
    const select = page.getByLabel('Centro de Salud');
    await select.selectOption({ label: 'Centro de Salud Norte' });
    await select.selectOption({ index: 0 });
    await select.blur();
    await page.getByText('Debe seleccionar un centro de salud válido').waitFor();
  });
});
