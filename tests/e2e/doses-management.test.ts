import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { chooseBySearch } from './support/dose-form';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type Batch = { id: number; batchNumber: string; availableQuantity: number };

test.describe('applied doses management (/dosis)', () => {
  test('should move the vial when a dose is edited to another batch, and give it back when cancelled', async ({
    page,
  }) => {
    const api = await apiAs('admin');
    const [vaccine] = await api<{ id: number; vaccineName: string }[]>('GET', '/vaccines');
    const [center] = await api<{ id: number }[]>('GET', '/vaccination-centers');
    const [user] = await api<{ id: number }[]>('GET', '/users');
    if (!vaccine || !center || !user) throw new Error('The demo data has vaccines, centres and users');
    const suffix = uniqueLetters().toUpperCase();
    // Each lot sent to the doses' centre: a dose takes from its centre's stock.
    const makeBatch = async (name: string) => {
      const batch = await api<Batch>('POST', '/vaccine-batches', {
        batchNumber: `${name}-${suffix}`,
        manufactureDate: isoDaysFromToday(-10),
        expirationDate: isoDaysFromToday(100),
        initialQuantity: 5,
        availableQuantity: 5,
        vaccineId: vaccine.id,
      });
      await stockCenter({ batchId: batch.id, centerId: center.id, vials: 5 }, api);
      return batch;
    };
    const first = await makeBatch('ORIGEN');
    const second = await makeBatch('DESTINO');
    const lastname = `Quiñónez ${uniqueLetters()}`;
    const patient = await api<{ id: number }>('POST', '/patients', {
      firstName: 'Inés',
      lastname,
      age: '30',
      email: 'ines@gmail.com',
      address: 'Calle Sol 10',
      mobilePhone: '51900000000',
      dateOfBirth: '1996-01-01',
      identityDocument: uniqueDigits(8),
      isChild: false,
    });
    await api('POST', '/applied-doses', {
      doseNumber: 1,
      observations: '',
      patientId: patient.id,
      vaccineBatchId: first.id,
      vaccinationCenterId: center.id,
      applyingUserId: user.id,
    });
    const vials = async () => {
      const batches = await api<Batch[]>('GET', '/vaccine-batches');
      return [first, second].map((batch) => batches.find((candidate) => candidate.id === batch.id)?.availableQuantity);
    };
    expect(await vials()).toEqual([4, 5]);

    await logIn(page, 'admin');
    await page.goto('/dosis');
    await page.getByLabel('Buscar').fill(lastname.replace('ñó', 'no'));
    const row = page
      .getByRole('row')
      .filter({ hasText: lastname })
      .filter({ has: page.getByRole('button', { name: 'Editar' }) });
    await row.getByText(first.batchNumber).waitFor();
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Lote', { exact: true })).toHaveValue(new RegExp(first.batchNumber));
    await chooseBySearch(dialog, 'Lote', second.batchNumber, `${second.batchNumber} ${vaccine.vaccineName}`);
    await screenshot(page, 'dose-edit');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dosis actualizada correctamente').waitFor();
    await row.getByText(second.batchNumber).waitFor();
    expect(await vials()).toEqual([5, 4]);

    await row
      .getByRole('button', { name: `Eliminar dosis Inés ${lastname} ${vaccine.vaccineName} 1`, exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Dosis eliminada correctamente').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await vials()).toEqual([5, 5]);
  });
});
