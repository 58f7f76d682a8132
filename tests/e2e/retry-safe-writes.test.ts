import type { Page, Route } from '@playwright/test';
import { apiAs } from './support/api';
import { expect, logIn, test } from './support/browser';
import { registerDose } from './support/dose-form';
import { uniqueDigits, uniqueLetters } from './support/sections';

type Row = { id: number };

/**
 * Lets the first POST to `path` reach the server and commit, then drops its connection before
 * the page reads the answer, as a flaky network would; the page's retry goes through. Resolves
 * each retry's `Idempotent-Replayed` header.
 */
const dropFirstAnswer = async (page: Page, path: string) => {
  const replayed: (string | undefined)[] = [];
  let posts = 0;
  await page.route(`**/api/v1${path}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    const answer = await route.fetch();
    if (posts === 1) return route.abort('connectionreset');
    replayed.push(answer.headers()['idempotent-replayed']);
    return route.fulfill({ response: answer });
  });
  return { replayed, posts: () => posts };
};

test.describe('retry-safe writes (Idempotency-Key)', () => {
  test('should record the patient and the dose once when their answers are lost and the page retries', async ({
    page,
  }) => {
    const lastname = `Reintento ${uniqueLetters()}`;
    const patientPosts = await dropFirstAnswer(page, '/patients');
    const dosePosts = await dropFirstAnswer(page, '/applied-doses');
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByLabel('Documento de identidad', { exact: true }).fill(uniqueDigits(8));
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido', { exact: true }).fill(lastname);
    await page.getByLabel('Fecha de nacimiento').fill('10/03/1990');
    await page.getByLabel('Celular').fill('51955555557');
    await page.getByLabel('Correo electrónico').fill('rosa@outlook.com');
    await page.getByLabel('Dirección').fill('Avenida Grau 450');
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await registerDose(page, 'PF-2026-002');
    // Step 1's success message may still show: the dose's retry is awaited by its answer.
    await expect.poll(() => dosePosts.replayed).toEqual(['true']);

    expect([patientPosts.posts(), dosePosts.posts()]).toEqual([2, 2]);
    expect(patientPosts.replayed).toEqual(['true']);
    const api = await apiAs('admin');
    const patients = await api<Row[]>('GET', `/patients?q=${encodeURIComponent(lastname)}`);
    expect(patients).toHaveLength(1);
    const doses = await api<Row[]>('GET', `/applied-doses?patientId=${patients[0]?.id}`);
    expect(doses).toHaveLength(1);
  });
});
