import type { Page } from '@playwright/test';
import { pages } from '../../../src/app/pages/pages';
import type { MenuEntry, SitePage } from '../../../src/app/pages/site-pages';
import { entities } from '../../../src/app/registry';
import { type AnyEntity, isRouteBacked } from '../../../src/engine/contract/entity';
import { actionsAt } from '../../../src/engine/contract/row-actions';
import { expectCleanInBothThemes } from './axe';

/**
 * A state of the app to check: its name in the report, how to reach it from any page, and, for a
 * modal dialog, the selector of what the scan reads (the page behind it is inert and read on its own).
 */
export type Screen = { name: string; open: (page: Page) => Promise<void>; within?: string };

/** What a modal dialog's screen scans: the open dialog. */
export const openDialog = '[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])';

/** The suffix of every route's document title. */
export const titleSuffix = ' · SNH Vacunas';

/** The pages a role finds in the drawer, from the app's page list: a new page is checked with no change here. */
export const drawerPages = (role: string) =>
  pages
    .filter((page): page is SitePage & { menu: MenuEntry } => page.menu !== undefined)
    .filter((page) => page.menu.roles.includes(role) && page.roles.includes(role))
    .sort((a, b) => a.menu.order - b.menu.order);

type EntityWithPage = AnyEntity & { page: NonNullable<AnyEntity['page']> };

const mayDo = (entity: AnyEntity, role: string, access: string) =>
  (entity.access as Readonly<Record<string, readonly string[]>>)[access]?.includes(role) ?? false;

/** The entity pages a role opens, with what that role may do there, from the entity configs. */
export const entityPagesFor = (role: string) =>
  entities
    .filter((entity): entity is EntityWithPage => entity.page !== undefined)
    .filter((entity) => (entity.page.roles ?? entity.access.read).includes(role))
    .map((entity) => ({
      entity,
      route: `/${entity.page.path}`,
      canCreate: entity.canCreateInPage !== false && mayDo(entity, role, 'create'),
      /** The register form opens in a dialog ('Nueva transferencia'), not under Agregar. */
      createsInDialog: entity.page.createIn === 'dialog',
      // A route-backed entity's rows are never edited nor deleted as rows: its writes are its routes.
      canEdit: !isRouteBacked(entity) && mayDo(entity, role, 'update'),
      canDelete: !isRouteBacked(entity) && mayDo(entity, role, actionsAt(entity, 'delete')[0]?.access ?? 'delete'),
    }));

/**
 * Waits until the screen is still: no request in flight since the last load, nothing busy,
 * no Headless UI transition running (a half-faded dialog would be measured at half contrast).
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-transition], [data-enter], [data-leave], [aria-busy="true"]'),
  );
};

/** Opens a route and waits for its heading and data. */
export const openRoute = async (page: Page, route: string) => {
  await page.goto(route);
  await page.locator('h1').first().waitFor();
  await settle(page);
};

/**
 * Shows an entity page's manage table with its first data row. A tab already on `route` stays
 * (its dialogs closed, back to Gestión): the dialogs of one page are checked without reloading it.
 */
export const openTable = async (page: Page, route: string) => {
  await stayOrOpen(page, route);
  // A page whose register form opens in a dialog has no Agregar / Gestión switch.
  const manage = page.getByRole('button', { name: 'Gestión', exact: true });
  if ((await manage.count()) > 0 && (await manage.getAttribute('aria-pressed')) === 'false') await manage.click();
  await page.getByRole('table').locator('tbody tr[data-row-id]').first().waitFor();
  await settle(page);
};

/** Opens `route`, or when the tab is already there, closes whatever dialog is open. */
export const stayOrOpen = async (page: Page, route: string) => {
  if (new URL(page.url()).pathname !== route) {
    await openRoute(page, route);
    return;
  }
  // Only open ones: the phone drawer stays in the document, hidden, on wide screens.
  const dialogs = page.locator(openDialog);
  while ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await dialogs.first().waitFor({ state: 'detached' });
  }
};

/**
 * Opens a screen, then fails on any serious or critical axe violation there in either theme: every rule in the
 * theme the tab shows, the colour rules in the other, shown in place (`expectCleanInBothThemes`).
 */
export const expectScreenClean = async (page: Page, screen: Screen) => {
  await screen.open(page);
  await expectCleanInBothThemes(page, screen.name, screen.within);
};

/** Sends a form as it is, then waits for its errors to show. */
export const showErrors = async (page: Page, submit: string) => {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await settle(page);
};
