import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startInTheme, themes } from './support/axe';
import { logIn, setUpBrowser } from './support/browser';
import {
  entityPagesFor,
  expectScreenClean,
  openRoute,
  openTable,
  type Screen,
  settle,
  stayOrOpen,
} from './support/screens';

const browser = setUpBrowser();

/**
 * Every dialog and every form showing its errors, in both themes: 0 serious or critical axe
 * violations (issue 11). The dialogs and forms come from the entity configs.
 */

const showErrors = async (page: Page, submit: string) => {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await settle(page);
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
      await expect.poll(() => professional.inputValue()).not.toBe('');
      await professional.fill('');
      await showErrors(page, 'Registrar dosis');
    },
  },
];

const entityScreens: Screen[] = entityPagesFor('admin').flatMap(({ entity, route, canCreate, canEdit, canDelete }) => {
  const title = entity.labels.plural;
  const screens: Screen[] = [];
  if (canEdit) {
    screens.push({
      name: `${title}, edit dialog`,
      open: async (page) => {
        await openTable(page, route);
        await page
          .getByRole('table')
          .getByRole('button', { name: /^Editar/ })
          .first()
          .click();
        await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).waitFor();
        await settle(page);
      },
    });
  }
  if (canDelete) {
    screens.push({
      name: `${title}, delete confirmation`,
      open: async (page) => {
        await openTable(page, route);
        await page
          .getByRole('table')
          .getByRole('button', { name: /^Eliminar/ })
          .first()
          .click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).waitFor();
        await settle(page);
      },
    });
  }
  if (canCreate) {
    screens.push({
      name: `${title}, Agregar sent empty`,
      open: async (page) => {
        await stayOrOpen(page, route);
        await page.getByRole('button', { name: 'Agregar', exact: true }).click();
        await showErrors(page, 'Guardar');
      },
    });
  }
  return screens;
});

describe.each(themes)('every dialog and form with errors in the %s theme', (theme) => {
  describe('as admin', () => {
    const page = browser.sharedPage({}, async (tab) => {
      await startInTheme(tab, theme);
      await logIn(tab, 'admin');
    });
    it.each([...entityScreens, ...doseFormScreens])(
      '$name: should have no serious or critical axe violations',
      async (screen) => {
        await expectScreenClean(page(), theme, screen);
      },
    );
  });
});
