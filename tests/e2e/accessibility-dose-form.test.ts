import type { Page } from '@playwright/test';
import { expect, logIn, sharedPage, test } from './support/browser';
import { chooseVaccine, doseCenter, openDoseStepFor } from './support/dose-form';
import { createChild } from './support/newborn';
import { expectScreenClean, openRoute, type Screen, settle, showErrors } from './support/screens';

/**
 * The two steps of Formulario Dosis in their states (empty, sent empty, a search typed), in both
 * themes (each state reached once, its colours read again in the other theme): 0 serious or critical axe
 * violations (issue 11).
 */

/** A newborn, made once for the screens that need one (too young for Pentavalente's dose 1). */
let child: ReturnType<typeof createChild> | undefined;
const newborn = () => {
  child ??= createChild({ ageDays: 5, today: new Date().toISOString().slice(0, 10) });
  return child;
};

const openDoseStep = async (page: Page) => {
  await openRoute(page, '/formulario-dosis');
  await page.getByRole('button', { name: 'El paciente ya está registrado' }).click();
  await page.getByRole('button', { name: 'Registrar dosis' }).waitFor();
  await settle(page);
};

const doseFormScreens: Screen[] = [
  {
    name: 'Formulario Dosis, Registro de Paciente sent empty',
    open: async (page) => {
      await openRoute(page, '/formulario-dosis');
      await showErrors(page, 'Registrar paciente');
    },
  },
  { name: 'Formulario Dosis, Registro de Dosis', open: openDoseStep },
  {
    name: 'Formulario Dosis, Paciente search with two letters typed',
    open: async (page) => {
      await openDoseStep(page);
      await page.getByLabel('Paciente', { exact: true }).fill('ma');
      await settle(page);
    },
  },
  {
    name: 'Formulario Dosis, Paciente search with its options open',
    open: async (page) => {
      await openDoseStep(page);
      await page.getByLabel('Paciente', { exact: true }).fill('pena');
      await page.getByRole('option').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'Formulario Dosis, Registro de Dosis sent empty',
    open: async (page) => {
      await openDoseStep(page);
      // The signed-in professional comes preselected: clear it to leave every choice empty.
      const professional = page.getByLabel('Profesional de salud', { exact: true });
      await expect(professional).not.toHaveValue('');
      await professional.fill('');
      await showErrors(page, 'Registrar dosis');
    },
  },
  {
    name: "Formulario Dosis, 'Registrar dosis anterior' sent empty",
    open: async (page) => {
      await openDoseStep(page);
      await page.getByRole('switch', { name: 'Registrar dosis anterior' }).click();
      await showErrors(page, 'Registrar dosis');
    },
  },
  {
    name: "Formulario Dosis, a dose the schedule refuses with the admin's 'Registrar de todas formas'",
    open: async (page) => {
      const child = await newborn();
      await openDoseStepFor(page, child.name);
      await chooseVaccine(page, 'Pentavalente');
      await expect(page.getByLabel('Lote', { exact: true })).toHaveValue(/PENTA/);
      await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
      await showErrors(page, 'Registrar dosis');
      await page.getByRole('button', { name: 'Registrar de todas formas' }).click();
      await expect(page.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true');
      await settle(page);
    },
  },
];

test.describe('Formulario Dosis, in both themes', () => {
  test.describe('as admin', () => {
    const page = sharedPage({}, (tab) => logIn(tab, 'admin'));
    for (const screen of doseFormScreens) {
      test(`${screen.name}: should have no serious or critical axe violations`, async () => {
        await expectScreenClean(page(), screen);
      });
    }
  });
});
