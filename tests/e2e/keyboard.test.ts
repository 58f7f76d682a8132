import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { demoAccounts, expect, logIn, sharedPage, test } from './support/browser';
import { doseCenter } from './support/dose-form';
import { expectFocused, expectFocusNotLost, retype, tabTo } from './support/keyboard';
import { settle } from './support/screens';
import { uniqueDigits, uniqueLetters } from './support/sections';

/**
 * Every flow of issue 11 done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape, typing; no click, no fill), checking after each step that the focus is somewhere
 * sensible and never falls to the page body. Data a scenario needs comes from the API.
 */

type Country = { id: number; nameCountry: string };

const countriesToRemove: number[] = [];
test.afterAll(async () => {
  const api = await apiAs('admin');
  for (const id of countriesToRemove) await api('DELETE', `/countries/${id}`).catch(() => undefined);
});

const createCountry = async (name: string) => {
  const api = await apiAs('admin');
  const country = await api<Country>('POST', '/countries', { nameCountry: name });
  countriesToRemove.push(country.id);
  return country;
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** Inicio's heading greets the user; its words are the home page's, not the menu's. */
const homeHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const drawerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });

/** Presses an arrow key until `option` is the combobox's active option, then Enter chooses it. */
const chooseOption = async (page: Page, option: Locator) => {
  await option.waitFor();
  for (let press = 0; press < 20; press += 1) {
    if ((await option.getAttribute('data-focus')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
};

/** Moves a native select with the arrow keys until `label` is chosen. */
const selectByArrows = async (page: Page, select: Locator, label: string) => {
  for (let press = 0; press < 30; press += 1) {
    if ((await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never chose ${label}`);
};

/** Opens the País page with its table searched for `name`, by keyboard from the search box on. */
const searchCountries = async (page: Page, name: string) => {
  await page.goto('/pais');
  await heading(page, 'Países').waitFor();
  await tabTo(page, searchBox(page));
  await page.keyboard.type(name);
  await page.getByRole('row').filter({ hasText: name }).first().waitFor();
  await settle(page);
};

test.describe('keyboard-only use', () => {
  test('should log in with the keyboard and put the focus on the Inicio heading', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: 'Correo electrónico' }));
    await page.keyboard.type(demoAccounts.admin.email);
    await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
    await page.keyboard.type(demoAccounts.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/inicio');
    await expectFocusNotLost(page);
    await expectFocused(page, homeHeading(page), 'the Inicio heading');
  });

  test("should still offer a failed login's Reintentar after 4 s, and log in with it by keyboard", async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    const password = page.getByLabel('Contraseña', { exact: true });
    await tabTo(page, email);
    // An account no one uses: the failure never locks out the demo accounts.
    await page.keyboard.type('nadie@gmail.com');
    await tabTo(page, password);
    await page.keyboard.type('incorrecta');
    await page.keyboard.press('Enter');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    await expectFocusNotLost(page);
    // Longer than the 3000 ms a plain success stays: an error with an action waits for the user.
    await page.waitForTimeout(4_000);
    await tabTo(page, email, { isBackwards: true });
    await retype(page, demoAccounts.admin.email);
    await tabTo(page, password);
    await retype(page, demoAccounts.admin.password);
    await tabTo(page, retry);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/inicio');
    await expectFocusNotLost(page);
  });

  test.describe('as admin', () => {
    const page = sharedPage({}, (tab) => logIn(tab, 'admin'));

    test("should open a page from the drawer and put the focus on that page's heading", async () => {
      await page().goto('/inicio');
      await homeHeading(page()).waitFor();
      await tabTo(page(), drawerLink(page(), 'País'));
      await page().keyboard.press('Enter');
      await page().waitForURL('**/pais');
      await expectFocusNotLost(page());
      await expectFocused(page(), heading(page(), 'Países'), 'the Países heading');
    });

    test('should add a País with Agregar, focus its first field again, and find it with Buscar', async () => {
      const name = `Islas Teclado ${uniqueLetters()}`;
      await page().goto('/pais');
      await heading(page(), 'Países').waitFor();
      await tabTo(page(), page().getByRole('button', { name: 'Agregar' }));
      await page().keyboard.press('Space');
      await expectFocusNotLost(page());
      const field = page().getByRole('textbox', { name: 'País', exact: true });
      await tabTo(page(), field);
      await page().keyboard.type(name);
      await page().keyboard.press('Enter');
      await page().getByText('¡Registro exitoso!').waitFor();
      await expectFocusNotLost(page());
      await expectFocused(page(), field, 'the empty País field');
      const api = await apiAs('admin');
      const [created] = await api<Country[]>('GET', `/countries?q=${encodeURIComponent(name)}`);
      if (created) countriesToRemove.push(created.id);

      await tabTo(page(), page().getByRole('button', { name: 'Gestión' }), { isBackwards: true });
      await page().keyboard.press('Enter');
      await expectFocusNotLost(page());
      await tabTo(page(), searchBox(page()));
      await page().keyboard.type(name);
      await page().getByRole('cell', { name, exact: true }).waitFor();
      await expectFocused(page(), searchBox(page()), 'the search box');
    });

    test("should edit a País in its dialog and give the focus back to the row's edit button", async () => {
      const { nameCountry } = await createCountry(`Islas Edición ${uniqueLetters()}`);
      const renamed = `${nameCountry} Sur`;
      await searchCountries(page(), nameCountry);
      await tabTo(page(), page().getByRole('button', { name: `Editar país ${nameCountry}`, exact: true }));
      await page().keyboard.press('Enter');
      const dialog = page().getByRole('dialog', { name: 'Editar País' });
      await dialog.waitFor({ state: 'attached' });
      await expectFocusNotLost(page());
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await tabTo(page(), dialog.getByRole('textbox', { name: 'País', exact: true }));
      await retype(page(), renamed);
      await page().keyboard.press('Enter');
      await page().getByText('País actualizado correctamente').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expectFocusNotLost(page());
      await expectFocused(
        page(),
        page().getByRole('button', { name: `Editar país ${renamed}`, exact: true }),
        "the edited row's edit button",
      );
    });

    test('should cancel a delete (focus back on its button), then delete (focus on the search box)', async () => {
      const { nameCountry } = await createCountry(`Islas Borrado ${uniqueLetters()}`);
      await searchCountries(page(), nameCountry);
      const deleteButton = page().getByRole('button', { name: `Eliminar país ${nameCountry}`, exact: true });
      await tabTo(page(), deleteButton);
      await page().keyboard.press('Enter');
      const confirm = page().getByRole('alertdialog');
      await confirm.waitFor({ state: 'attached' });
      await expectFocusNotLost(page());
      await tabTo(page(), confirm.getByRole('button', { name: 'Cancelar' }));
      await page().keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
      await expectFocused(page(), deleteButton, 'the delete button');

      await page().keyboard.press('Enter');
      // As a person would: Escape once the dialog has opened, on 'Cancelar'.
      await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await page().keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await expectFocused(page(), deleteButton, 'the delete button, after Escape');

      await page().keyboard.press('Enter');
      await tabTo(page(), confirm.getByRole('button', { name: 'Confirmar' }));
      await page().keyboard.press('Enter');
      await page().getByText('País eliminado correctamente').waitFor();
      await page()
        .getByRole('cell', { name: `Sin resultados para "${nameCountry}"` })
        .waitFor();
      await expectFocusNotLost(page());
      await expectFocused(page(), searchBox(page()), 'the search box of the emptied table');
    });

    test("should give the focus to the neighbour row's edit button after a delete", async () => {
      const words = `Islas Vecinas ${uniqueLetters()}`;
      const gone = await createCountry(`${words} Alta`);
      const stays = await createCountry(`${words} Baja`);
      await searchCountries(page(), words);
      await page().getByRole('cell', { name: stays.nameCountry, exact: true }).waitFor();
      await tabTo(page(), page().getByRole('button', { name: `Eliminar país ${gone.nameCountry}`, exact: true }));
      await page().keyboard.press('Enter');
      const confirm = page().getByRole('alertdialog');
      await tabTo(page(), confirm.getByRole('button', { name: 'Confirmar' }));
      await page().keyboard.press('Enter');
      await page().getByText('País eliminado correctamente').waitFor();
      await page().getByRole('cell', { name: gone.nameCountry, exact: true }).waitFor({ state: 'detached' });
      await expectFocusNotLost(page());
      await expectFocused(
        page(),
        page().getByRole('button', { name: `Editar país ${stays.nameCountry}`, exact: true }),
        "the remaining row's edit button",
      );
    });

    test('should register a dose through both steps of Formulario Dosis', async () => {
      const lastname = `Teclado ${uniqueLetters()}`;
      const api = await apiAs('admin');
      const patient = await api<{ id: number }>('POST', '/patients', {
        firstName: 'Tomás',
        lastname,
        age: '30',
        email: 'tomas@gmail.com',
        address: 'Calle Teclas 5',
        mobilePhone: '51900000002',
        dateOfBirth: '1996-01-01',
        identityDocument: uniqueDigits(8),
        isChild: false,
      });
      await page().goto('/inicio');
      await homeHeading(page()).waitFor();
      await tabTo(page(), drawerLink(page(), 'Formulario Dosis'));
      await page().keyboard.press('Enter');
      await page().waitForURL('**/formulario-dosis');
      await expectFocused(page(), heading(page(), 'Formulario Dosis'), 'the Formulario Dosis heading');

      await tabTo(page(), page().getByRole('button', { name: 'El paciente ya está registrado' }));
      await page().keyboard.press('Enter');
      await page().getByRole('button', { name: 'Registrar dosis' }).waitFor();
      await expectFocusNotLost(page());

      const patientBox = page().getByRole('combobox', { name: 'Paciente', exact: true });
      await tabTo(page(), patientBox);
      await page().keyboard.type(lastname);
      await chooseOption(page(), page().getByRole('option', { name: new RegExp(lastname) }));
      await expect(patientBox).toHaveValue(new RegExp(lastname));
      await expectFocusNotLost(page());

      const batchBox = page().getByRole('combobox', { name: 'Lote', exact: true });
      await tabTo(page(), batchBox);
      await page().keyboard.type('PF-2026-002');
      await chooseOption(page(), page().getByRole('option', { name: /^PF-2026-002 / }));
      await expect(batchBox).toHaveValue(/PF-2026-002/);

      const center = page().getByRole('combobox', { name: 'Centro de salud', exact: true });
      await tabTo(page(), center);
      await selectByArrows(page(), center, doseCenter);

      const professional = page().getByRole('combobox', { name: 'Profesional de salud', exact: true });
      await tabTo(page(), professional);
      await retype(page(), 'carlos');
      await chooseOption(page(), page().getByRole('option', { name: 'Carlos Peña', exact: true }));

      await tabTo(page(), page().getByRole('textbox', { name: 'Observaciones' }));
      await page().keyboard.type('Registrada solo con el teclado');
      await tabTo(page(), page().getByRole('button', { name: 'Registrar dosis' }));
      await page().keyboard.press('Enter');
      await page().getByText('¡Registro exitoso!').waitFor();
      await expectFocusNotLost(page());

      const doses = await api<{ id: number; patientId: number }[]>(
        'GET',
        `/applied-doses?q=${encodeURIComponent(lastname)}`,
      );
      expect(doses.map((dose) => dose.patientId)).toEqual([patient.id]);
      // Leave nothing behind: the cancel gives the vial back, then the patient goes.
      for (const dose of doses) await api('PATCH', `/applied-doses/cancel/${dose.id}`);
      await api('DELETE', `/patients/${patient.id}`);
    });
  });
});
