import { uiTexts } from '../../src/engine/ui-texts';
import { logIn, sharedPage, test } from './support/browser';
import { ensureRow } from './support/entity-rows';
import {
  entityPagesFor,
  expectScreenClean,
  openDialog,
  openTable,
  type Screen,
  settle,
  showErrors,
  stayOrOpen,
} from './support/screens';

/**
 * Every entity page's dialogs and its Agregar form showing its errors, in both themes (each screen opened
 * once, its colours read again in the dark theme shown in place): 0 serious
 * or critical axe violations (issue 11). The pages and what the admin may do there come from the
 * entity configs; a page whose table is empty gets a row of its own first (a new entity's).
 */

const entityScreens: Screen[] = entityPagesFor('admin').flatMap((entityPage) => {
  const { entity, route, canCreate, createsInDialog, canEdit, canDelete } = entityPage;
  const title = entity.labels.plural;
  const screens: Screen[] = [];
  if (canEdit) {
    screens.push({
      name: `${title}, edit dialog`,
      within: openDialog,
      open: async (page) => {
        await ensureRow(entity);
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
      within: openDialog,
      open: async (page) => {
        await ensureRow(entity);
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
  if (canCreate && createsInDialog) {
    const opener = uiTexts.page.new(entity.labels);
    screens.push({
      name: `${title}, ${opener} sent empty`,
      within: openDialog,
      open: async (page) => {
        await stayOrOpen(page, route);
        await page.getByRole('button', { name: opener, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).waitFor();
        await showErrors(page, 'Guardar');
      },
    });
  }
  if (canCreate && !createsInDialog) {
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

test.describe('every dialog and form with errors, in both themes', () => {
  test.describe('as admin', () => {
    const page = sharedPage({}, (tab) => logIn(tab, 'admin'));
    for (const screen of entityScreens) {
      test(`${screen.name}: should have no serious or critical axe violations`, async () => {
        await expectScreenClean(page(), screen);
      });
    }
  });
});
