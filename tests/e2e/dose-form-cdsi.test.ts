import type { Browser } from '@playwright/test';
import { addDays } from '../../src/domain/calendar-days';
import { formatDate } from '../../src/engine/cell-format';
import { type Create, createLiveVaccine, mmrVaricellaConflict } from '../helpers/cdsi-vaccines';
import { payloads } from '../helpers/sample-data';
import { apiAs, demoCenterId } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { chooseVaccine, doseCenter, openDoseStepFor } from './support/dose-form';
import { createChild } from './support/newborn';
import { openDialog } from './support/screens';
import { uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

/**
 * The dose form checked by the CDSi engine (issue 41), in the browser with the same module as the
 * server: a varicella dose 25 days after the demo's MMR (Triple viral SRP) is refused before it is
 * sent, with its reason; once the dose goes, a severe allergy recorded on the child's card
 * ('Antecedentes clínicos') makes the form refuse it as contraindicated. The varicella group,
 * antigen, conflict and observation are the scenario's own, removed at the end.
 */

type Row = { id: number };

const frozenAt = new Date();
const today = frozenAt.toISOString().slice(0, 10);
const allergy = 'Alergia grave a la vacuna de varicela';

const openAsHealth = async (browser: Browser) => {
  const page = await (await browser.newContext()).newPage();
  await page.clock.setFixedTime(frozenAt);
  await logIn(page, 'health');
  return page;
};

/** The scenario's varicella (CVX 21: live, conflicting with the demo's MMR), its lot at the demo centre, and a child of 400 days with an MMR dose 25 days ago. */
const prepare = async () => {
  const api = await apiAs('admin');
  const created: { path: string; id: number }[] = [];
  const create: Create = async (path, body) => {
    const { id } = await api<Row>('POST', path, body);
    created.push({ path, id });
    return id;
  };
  const name = `Varicela ${uniqueLetters()}`;
  const code = uniqueDigits(7);
  await create('/observations', { observationCode: code, observationTitle: allergy });
  const [manufacturer] = await api<Row[]>('GET', '/manufacturers');
  const vaccine = { ...payloads.vaccine(manufacturer?.id ?? 1), requiredDoses: 1 };
  const { vaccineId } = await createLiveVaccine(create, { name, cvx: '21', vaccine, contraindicationCodes: [code] });
  const [mmr] = await api<Row[]>('GET', `/vaccines?q=${encodeURIComponent('Triple viral SRP')}`);
  await create('/live-virus-conflicts', { ...mmrVaricellaConflict, previousCvx: `#${mmr?.id}` });
  const batch = await api<Row>('POST', '/vaccine-batches', payloads.batch(vaccineId, 10));
  const centerId = await demoCenterId();
  await stockCenter({ batchId: batch.id, centerId, vials: 10 }, api);
  const child = await createChild({ ageDays: 400, today });
  const [vaccinator] = await api<Row[]>('GET', '/users?q=salud');
  const mmrDose = await api<Row>('POST', '/applied-doses', {
    doseNumber: 1,
    patientId: child.id,
    vaccinationCenterId: centerId,
    applyingUserId: vaccinator?.id,
    isHistorical: true,
    vaccineId: mmr?.id,
    applicationDate: addDays(today, -25),
  });
  const removeAll = async () => {
    const held = await api<Row[]>('GET', `/patient-observations?patientId=${child.id}`);
    for (const row of held) await api('DELETE', `/patient-observations/${row.id}`);
    // The vaccine and its lot stay (a lot's stock is history): without its antigen the vaccine counts for nothing.
    for (const { path, id } of created.filter((row) => row.path !== '/vaccines').reverse()) {
      await api('DELETE', `${path}/${id}`);
    }
  };
  return {
    name,
    child,
    vaccineName: `Vacuna ${name}`,
    removeAll,
    removeMmrDose: () => api('DELETE', `/applied-doses/${mmrDose.id}`),
  };
};

test.describe('the dose form checked by the CDSi engine', () => {
  test('should refuse a varicella dose 25 days after MMR with its reason, then one a clinical history contraindicates', async ({
    browser,
  }) => {
    const scenario = await prepare();
    const liveVirusConflict = `La dosis no sería válida para ${scenario.name}: se aplicó otra vacuna de virus vivos hace menos de 28 días`;
    const contraindicated = `La vacuna está contraindicada para ${scenario.name}: ${allergy}`;
    const page = await openAsHealth(browser);
    try {
      await openDoseStepFor(page, scenario.child.name);
      await chooseVaccine(page, scenario.vaccineName);
      await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
      // Said before sending, beside the patient's history.
      await page.getByRole('listitem').filter({ hasText: liveVirusConflict }).waitFor();
      await page.getByRole('button', { name: 'Registrar dosis' }).click();
      const number = page.getByLabel('Número de dosis');
      await expect(number).toBeFocused();
      await expect(number).toHaveAccessibleDescription(liveVirusConflict);
      await expect(page.getByRole('button', { name: 'Registrar de todas formas' })).toHaveCount(0);
      await screenshot(page, 'dose-form-live-virus-conflict');

      // The MMR dose goes; a severe allergy is recorded on the child's card.
      await scenario.removeMmrDose();
      await page.goto(`/pacientes/${scenario.child.id}/carnet`);
      await page.getByRole('button', { name: 'Agregar Antecedente clínico' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar Antecedente clínico' });
      await dialog.getByLabel('Observación clínica', { exact: true }).fill('alergia grave');
      await dialog.getByRole('option', { name: new RegExp(allergy) }).click();
      await dialog.getByLabel('Desde', { exact: true }).fill(formatDate(addDays(today, -3)));
      await expectCleanInBothThemes(page, 'Agregar antecedente clínico', openDialog);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toHaveCount(0);
      const history = page.getByRole('region', { name: 'Antecedentes clínicos' });
      await expect(history.getByRole('row').filter({ hasText: allergy })).toHaveCount(1);
      await expectCleanInBothThemes(page, 'Carnet con antecedentes clínicos');
      await screenshot(page, 'card-clinical-history');

      await openDoseStepFor(page, scenario.child.name);
      await chooseVaccine(page, scenario.vaccineName);
      await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
      await page.getByRole('listitem').filter({ hasText: contraindicated }).waitFor();
      await expect(page.getByText('Vacuna contraindicada')).toBeVisible();
      await page.getByRole('button', { name: 'Registrar dosis' }).click();
      await expect(number).toHaveAccessibleDescription(contraindicated);
    } finally {
      await page.context().close();
      await scenario.removeAll();
    }
  });
});
