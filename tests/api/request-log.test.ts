import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import { behaviours } from '../../src/server/behaviours';
import { createLogger } from '../../src/server/logger';
import { createReferenceData, payloads, registerDose } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

const lines: string[] = [];
const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(line) } });

let api: TestApi;
let ids: Awaited<ReturnType<typeof createReferenceData>>;
beforeAll(async () => {
  api = await createTestApi({ logger });
  ids = await createReferenceData(api);
});
afterAll(() => api.close());

const patient = {
  ...payloads.adult(),
  firstName: 'Gertrudis',
  lastname: 'Zamudio',
  identityDocument: '74125896',
  mobilePhone: '51911223344',
  email: 'gertrudis.zamudio@gmail.com',
  address: 'Jirón Los Sauces 742',
};

/** What a request or its logged line must never show: secrets and the patient's data. */
const personalValues = [
  'admin123',
  'clave-equivocada',
  patient.firstName,
  patient.lastname,
  patient.identityDocument,
  patient.mobilePhone,
  patient.email,
  patient.address,
];

type LogLine = { level: number; msg: string; requestId?: string; status?: number; path?: string };

describe('the request log', () => {
  it('should write one JSON line with a request id and a level per request, and no personal data', async () => {
    lines.length = 0;
    const login = await api.request('POST', '/auth/login', {
      body: { email: 'admin@gmail.com', password: 'admin123' },
    });
    const { token } = login.json as { token: string };
    const created = await api.request('POST', '/patients', { token, body: patient });
    const patientId = (created.json as { id: number }).id;
    const dose = await registerDose(api, ids, patientId);
    const search = await api.request('GET', `/patients?q=${encodeURIComponent(patient.lastname)}`, { token });
    const refused = await api.request('POST', '/auth/login', {
      body: { email: patient.email, password: 'clave-equivocada' },
      headers: { cookie: `session=${token}` },
    });

    expect([login.status, created.status, dose.status, search.status, refused.status]).toEqual([
      200, 201, 201, 200, 401,
    ]);
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    const requestLines = logged.filter((line) => line.msg === 'petición');
    expect(requestLines.map((line) => [line.path, line.status, line.level])).toEqual([
      ['/api/v1/auth/login', 200, 30],
      ['/api/v1/patients', 201, 30],
      ['/api/v1/applied-doses', 201, 30],
      ['/api/v1/patients', 200, 30],
      ['/api/v1/auth/login', 401, 40],
    ]);
    expect(new Set(requestLines.map((line) => line.requestId)).size).toBe(requestLines.length);
    for (const line of requestLines) expect(line.requestId).toMatch(/^[\w-]{8,}$/);
    const log = lines.join('');
    for (const value of [token, ...personalValues]) expect(log).not.toContain(value);
  });
});

describe('the log of an unexpected error', () => {
  it('should keep its request id, type and message, and leave out the row values a driver adds', async () => {
    const app = createApp({ store: api.store, entities, behaviours, secret: api.secret, logger });
    app.get('/api/v1/boom', () => {
      const failure = new Error('duplicate key value violates unique constraint "ux_patients_identityDocument"');
      throw Object.assign(failure, {
        detail: `Key ("identityDocument")=(${patient.identityDocument}) already exists.`,
      });
    });
    lines.length = 0;

    const response = await app.request('/api/v1/boom', { headers: { authorization: `Bearer ${api.tokens.admin}` } });

    expect(response.status).toBe(500);
    const [failure, request] = lines.map((line) => JSON.parse(line) as LogLine & { error?: { message: string } });
    expect(failure).toMatchObject({ level: 50, msg: 'error interno', error: { type: 'Error' } });
    expect(failure?.error?.message).toContain('ux_patients_identityDocument');
    expect(request).toMatchObject({ level: 50, status: 500, requestId: failure?.requestId });
    expect(lines.join('')).not.toContain(patient.identityDocument);
  });
});

describe('createLogger', () => {
  it('should hide secrets and personal fields wherever a logged object carries them', () => {
    lines.length = 0;
    logger.info(
      {
        req: { headers: { authorization: 'Bearer secreto-jwt', cookie: 'session=secreto-cookie' } },
        password: 'admin123',
        patient: { ...patient, token: 'secreto-token', password: 'clave-equivocada' },
        dose: { patient: { ...patient }, user: { passwordHash: 'hash-secreto' } },
      },
      'objeto con datos',
    );
    const [line] = lines;
    expect(JSON.parse(line ?? '')).toMatchObject({
      req: { headers: { authorization: '[oculto]', cookie: '[oculto]' } },
      password: '[oculto]',
      patient: { firstName: '[oculto]', identityDocument: '[oculto]', token: '[oculto]' },
      dose: { patient: { firstName: '[oculto]', identityDocument: '[oculto]' }, user: { passwordHash: '[oculto]' } },
    });
    for (const value of ['secreto-jwt', 'secreto-cookie', 'secreto-token', 'hash-secreto', ...personalValues]) {
      expect(line).not.toContain(value);
    }
  });
});
