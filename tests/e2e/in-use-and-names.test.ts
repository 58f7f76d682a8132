import { logIn, test } from './support/browser';
import { fillFields } from './support/sections';

test.describe('refusals the server explains (demo data: BioNTech is made in Alemania)', () => {
  test('should show why a country in use cannot be deleted, and keep it in the table', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/pais');
    await page.getByRole('heading', { name: 'Países' }).waitFor();
    await page.getByRole('button', { name: 'Gestión' }).click();
    await page.getByLabel('Buscar').fill('alemania');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Alemania' })
      .filter({ has: page.getByRole('button', { name: 'Eliminar' }) });

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();

    await page
      .getByText('Algo salió mal al eliminar: No se puede eliminar el país: lo usa 1 fabricante activo')
      .waitFor();
    await row.waitFor();
  });

  test('should show that a country name is taken, whatever its case and accents', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/pais');
    await page.getByRole('heading', { name: 'Países' }).waitFor();

    await page.getByRole('button', { name: 'Agregar' }).click();
    await fillFields(page, [['País', 'ÁLEMANIA']]);
    await page.getByRole('button', { name: 'Guardar' }).click();

    await page.getByText('Algo salió mal al guardar: Ya existe un país con ese nombre').waitFor();
  });
});
