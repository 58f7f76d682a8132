import { viewRoles } from '../../src/engine/contract/entity-view';
import { expectCleanInBothThemes, expectTheme, startInTheme } from './support/axe';
import { expect, logIn, sharedPage, test } from './support/browser';
import { ensureRow } from './support/entity-rows';
import {
  drawerPages,
  entityPagesFor,
  expectScreenClean,
  openRoute,
  openTable,
  type Screen,
  settle,
  titleSuffix,
} from './support/screens';

/** Every page and message of the app, in both themes: 0 serious or critical axe violations (issue 11). */

const loginScreens: Screen[] = [
  {
    name: 'Iniciar sesión',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'Iniciar sesión sent empty',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'Iniciar sesión with a wrong password',
    open: async (page) => {
      await page.goto('/login');
      // An account no one uses: the failures never lock out the demo accounts the other tests log in with.
      await page.getByLabel('Correo electrónico').fill('nadie@gmail.com');
      await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByRole('button', { name: 'Reintentar' }).waitFor();
      await settle(page);
    },
  },
  {
    // Last: it signs the tab in. The success bar is measured while it shows.
    name: 'Inicio with the Login exitoso message',
    open: async (page) => {
      await logIn(page, 'admin');
      await page.getByText('Login exitoso').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-transition], [data-enter]'));
    },
  },
];

const notFoundScreens: Screen[] = [
  { name: 'Página no encontrada', open: (page) => openRoute(page, '/pagina-que-no-existe') },
  { name: 'Página no encontrada, outside the layout', open: (page) => openRoute(page, '/no/existe') },
];

const routeScreens = (role: string): Screen[] =>
  drawerPages(role).map((sitePage) => ({
    name: sitePage.menu.label,
    open: (page) => openRoute(page, `/${sitePage.path}`),
  }));

/** Each view an entity declares with a row link ('Lotes, Ver lote'), opened from its table's first row. */
const viewScreens = (role: string): Screen[] =>
  entityPagesFor(role).flatMap(({ entity, route }) =>
    (entity.views ?? []).flatMap((view) => {
      const { rowLink } = view;
      if (!rowLink || !viewRoles(entity, view).includes(role)) return [];
      return [
        {
          name: `${entity.labels.plural}, ${rowLink.label}`,
          open: async (page) => {
            await ensureRow(entity);
            // Loaded again: a row the API just made is not on a table the tab already shows.
            await openRoute(page, route);
            await openTable(page, route);
            await page.getByRole('table').getByRole('link', { name: rowLink.label }).first().click();
            await page.waitForURL((url) => url.pathname !== route);
            await page.locator('main h1').first().waitFor();
            await settle(page);
          },
        } satisfies Screen,
      ];
    }),
  );

const adminScreens: Screen[] = [...routeScreens('admin'), ...viewScreens('admin'), ...notFoundScreens];

const healthScreens: Screen[] = [
  ...routeScreens('health'),
  {
    name: 'Acceso Denegado',
    open: async (page) => {
      await page.goto('/pais');
      await page.waitForURL('**/forbidden');
      await page.getByRole('heading', { name: 'Acceso Denegado' }).waitFor();
      await settle(page);
    },
  },
];

test.describe('every page, in both themes', () => {
  test.describe('signed out', () => {
    const page = sharedPage();
    for (const screen of loginScreens) {
      test(`${screen.name}: should have no serious or critical axe violations`, async () => {
        await expectScreenClean(page(), screen);
      });
    }
  });

  test.describe('as admin', () => {
    const page = sharedPage({}, (tab) => logIn(tab, 'admin'));
    for (const screen of adminScreens) {
      test(`${screen.name}: should have no serious or critical axe violations`, async () => {
        await expectScreenClean(page(), screen);
      });
    }
  });

  test.describe('as health staff', () => {
    const page = sharedPage({}, (tab) => logIn(tab, 'health'));
    for (const screen of healthScreens) {
      test(`${screen.name}: should have no serious or critical axe violations`, async () => {
        await expectScreenClean(page(), screen);
      });
    }
  });

  test.describe('at a phone width', () => {
    const page = sharedPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, (tab) =>
      logIn(tab, 'admin'),
    );
    test('the open drawer: should have no serious or critical axe violations', async () => {
      await expectScreenClean(page(), {
        name: 'Menú de navegación at 390 px',
        open: async (tab) => {
          await openRoute(tab, '/inicio');
          await tab.getByRole('button', { name: 'Abrir menú' }).click();
          await tab.getByRole('dialog').getByRole('link', { name: 'Inicio' }).waitFor();
          await settle(tab);
        },
      });
    });
  });
});

test.describe('a tab that starts in the dark theme', () => {
  test('should show it from the first page, the login, and keep it signed in', async ({ page: tab }) => {
    await startInTheme(tab, 'SNHdark');
    await tab.goto('/login');
    await tab.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await expectTheme(tab, 'SNHdark');
    await logIn(tab, 'admin');
    await expectTheme(tab, 'SNHdark');
  });
});

test.describe('the both-themes scan itself', () => {
  test('should fail on a contrast fault of the dark theme only, and show the light theme again', async ({
    page: tab,
  }) => {
    await tab.goto('/login');
    await tab.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await tab.addStyleTag({ content: 'html.dark h1 { color: #111 !important; }' });
    await expect(expectCleanInBothThemes(tab, 'Iniciar sesión, a dark-only fault')).rejects.toThrow(/color-contrast/);
    await expectTheme(tab, 'SNH');
  });
});

test.describe('route titles and headings', () => {
  const page = sharedPage({}, (tab) => logIn(tab, 'admin'));

  for (const sitePage of drawerPages('admin')) {
    const label = sitePage.menu.label;
    test(`${label}: should be titled "<menu label> · SNH Vacunas" and have exactly one h1`, async () => {
      await openRoute(page(), `/${sitePage.path}`);
      expect(await page().title()).toBe(`${label}${titleSuffix}`);
      expect(await page().locator('h1').count()).toBe(1);
    });
  }

  test('should title the login page "Iniciar sesión · SNH Vacunas"', async ({ page: tab }) => {
    await tab.goto('/login');
    await tab.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await tab.title()).toBe(`Iniciar sesión${titleSuffix}`);
  });

  test('should have the message live regions in the page, empty, before any message', async ({ page: tab }) => {
    await tab.goto('/login');
    await tab.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    // A screen reader announces a live region's changes only when the region was there before them.
    const regions = await tab.evaluate(() =>
      ['status', 'alert'].map((role) => {
        const found = [...document.querySelectorAll(`[role="${role}"]`)];
        return { role, isThere: found.length > 0, text: found.map((region) => region.textContent).join('') };
      }),
    );
    expect(regions).toEqual([
      { role: 'status', isThere: true, text: '' },
      { role: 'alert', isThere: true, text: '' },
    ]);
  });
});
