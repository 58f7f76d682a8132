import path from 'node:path';
import { expect, test } from '@playwright/test';
import { payloads } from '../helpers/sample-data';
import { startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
test.beforeAll(async () => {
  server = await startServer(root, { env: { NODE_ENV: 'production', LOG_REQUESTS: '1' } });
});
test.afterAll(() => server?.stop());

const patient = {
  ...payloads.adult(),
  firstName: 'Eduviges',
  lastname: 'Quispealaya',
  identityDocument: '63258741',
  mobilePhone: '51955667788',
  email: 'eduviges.quispe@gmail.com',
  address: 'Pasaje Las Magnolias 318',
};

const call = async (method: string, apiPath: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${server.url}/api/v1${apiPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> & { id: number } };
};

const firstId = async (apiPath: string, token: string) => {
  const response = await fetch(`${server.url}/api/v1${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
};

test.describe('the production server log', () => {
  test('should be JSON lines, each request with its id and level, with no password, token or patient data', async () => {
    const login = await call('POST', '/auth/login', { body: { email: 'admin@gmail.com', password: 'admin123' } });
    const token = String(login.json.token);
    const created = await call('POST', '/patients', { token, body: patient });
    const vaccineId = await firstId('/vaccines', token);
    const batch = await call('POST', '/vaccine-batches', { token, body: payloads.batch(vaccineId, 3) });
    // The centre receives the lot from the national store: a dose takes from its centre's stock.
    const centerId = await firstId('/vaccination-centers', token);
    const units = await fetch(`${server.url}/api/v1/org-units`, { headers: { authorization: `Bearer ${token}` } });
    const national = ((await units.json()) as { id: number; level: string }[]).find(
      (unit) => unit.level === 'national',
    );
    const sentLines = [{ vaccineBatchId: batch.json.id, vials: 3 }];
    const sent = await call('POST', '/stock-transfers', {
      token,
      body: {
        fromPlace: { type: 'store', id: national?.id },
        toPlace: { type: 'center', id: centerId },
        lines: sentLines,
      },
    });
    await call('POST', `/stock-transfers/${sent.json.id}/receipt`, {
      token,
      body: { lines: [{ vaccineBatchId: batch.json.id, receivedVials: 3, vvmStage: 1 }] },
    });
    const dose = await call('POST', '/applied-doses', {
      token,
      body: payloads.dose({
        patientId: created.json.id,
        vaccineBatchId: batch.json.id,
        vaccinationCenterId: centerId,
        applyingUserId: await firstId('/users', token),
      }),
    });
    const refused = await call('POST', '/auth/login', { body: { email: patient.email, password: 'clave-equivocada' } });
    await server.kill('SIGTERM');

    expect([login.status, created.status, batch.status, dose.status, refused.status]).toEqual([
      200, 201, 201, 201, 401,
    ]);
    const lines = server.output().trimEnd().split('\n');
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; requestId?: string });
    const requests = logged.filter((line) => line.msg === 'petición');
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const line of requests)
      expect(line).toMatchObject({ requestId: expect.any(String), level: expect.any(Number) });
    const log = server.output();
    const personal = [
      token,
      'admin123',
      'clave-equivocada',
      patient.firstName,
      patient.lastname,
      patient.identityDocument,
    ];
    for (const value of [...personal, patient.mobilePhone, patient.email, patient.address]) {
      expect(log).not.toContain(value);
    }
  });
});
