import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createLogger } from '../../src/server/logger';
import { serveClient } from '../../src/server/static-files';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { entities } from '../fixtures/registry';
import { payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';
import { expect, logIn, screenshot, test } from './support/browser';
import { fillFields, uniqueLetters } from './support/sections';

const root = path.resolve(import.meta.dirname, '../..');
const fixtureClient = path.join(root, 'dist/fixture-client');
let api: TestApi;
let server: ServerType;
let baseURL: string;

// One extra client build, with the tests' registry in place of the product's, served by the
// real API over a fresh database with the same test-only entity.
// The extra build takes a while on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  execFileSync('npx', ['vite', 'build', '--mode', 'fixture', '--outDir', fixtureClient, '--emptyOutDir'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  api = await createTestApi({ entities });
  // Before the first request: Hono takes no route once it has answered one.
  serveClient({ app: api.app, clientDir: fixtureClient, logger: createLogger({ level: 'warn' }) });
  await api.admin('POST', '/vaccination-centers', payloads.center());
  server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await api?.close();
  fs.rmSync(fixtureClient, { recursive: true, force: true });
});

test.describe('a test-only entity registered by one line', () => {
  test('should get a page opened from the menu, where a row is added, found, edited and deleted', async ({
    browser,
  }) => {
    const page = await browser.newPage({ baseURL });
    await logIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await menu
      .getByRole('list', { name: 'Gestión Administrativa' })
      .getByRole('link', { name: 'Consultorios' })
      .click();
    await page.waitForURL('**/consultorios');
    await page.getByRole('heading', { name: 'Consultorios' }).waitFor();
    const unique = uniqueLetters();

    await page.getByRole('button', { name: 'Agregar' }).click();
    await fillFields(page, [
      ['Consultorio', `Sala Ñandú ${unique}`],
      ['Capacidad', '4'],
      ['Centro de salud', 'Centro de Salud Norte', 'select'],
    ]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();

    await page.getByRole('button', { name: 'Gestión' }).click();
    const row = (text: string) =>
      page
        .getByRole('row')
        .filter({ hasText: text })
        .filter({ has: page.getByRole('button', { name: 'Editar' }) });
    await page.getByLabel('Buscar').fill(`nandu ${unique}`);
    await row(`Sala Ñandú ${unique}`).waitFor();

    await row(`Sala Ñandú ${unique}`).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await fillFields(dialog, [['Consultorio', `Sala Ñandú ${unique} Norte`]]);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Consultorio actualizado correctamente').waitFor();
    const edited = row(`Sala Ñandú ${unique} Norte`);
    await edited.waitFor();
    await screenshot(page, 'fixture-entity-edited');

    await edited.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Consultorio eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
    const stored = await api.rowsOf(clinicRooms);
    expect(stored.map(({ roomName, isActive }) => [roomName, Boolean(isActive)])).toEqual([
      [`Sala Ñandú ${unique} Norte`, false],
    ]);
    await page.close();
  });

  test("should leave the test-only entity out of the product's build", () => {
    const assets = path.join(root, 'dist/client/assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('clinic-rooms'))).toEqual(
      [],
    );
  });
});
