import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages, idempotencyTable } from '../../src/engine/server/writes/idempotency';
import { appliedDoses } from '../../src/entities/applied-doses';
import { patients } from '../../src/entities/patients';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { listen } from '../helpers/listening-server';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

let sequence = 0;
const newKey = () => {
  sequence += 1;
  return `clave-${Date.now()}-${sequence}`;
};

const newPatient = async () => idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));

const doseFor = (patientId: number, batchId: number, doseNumber = 1) => ({
  ...payloads.dose({
    patientId,
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  }),
  doseNumber,
});

const postDose = (body: unknown, key: string, token = fixture.api.tokens.health) =>
  fixture.api.request('POST', '/applied-doses', { token, body, headers: { 'Idempotency-Key': key } });

/** What a write must leave as it was, or change once: the doses, the patients, the batches' vials. */
const snapshot = async () => ({
  doses: await fixture.api.rowsOf(appliedDoses),
  patients: await fixture.api.rowsOf(patients),
  batches: await fixture.api.rowsOf(vaccineBatches),
});

const dosesOf = async (patientId: number) =>
  (await fixture.api.rowsOf(appliedDoses)).filter((dose) => dose.patientId === patientId);

const keysIn = async () => fixture.api.store.db.selectFrom(idempotencyTable).selectAll().execute();

describe('a POST with an Idempotency-Key', () => {
  it('should write once and answer the first answer again, marked, to the same key and body', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();

    const first = await postDose(doseFor(patientId, batchId), key);
    const afterFirst = await snapshot();
    const again = await postDose(doseFor(patientId, batchId), key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await snapshot()).toEqual(afterFirst);
    expect(await dosesOf(patientId)).toHaveLength(1);
  });

  it('should answer 422 to the same key with another body, writing nothing', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();
    await postDose(doseFor(patientId, batchId), key);
    const before = await snapshot();

    const other = await postDose({ ...doseFor(patientId, batchId, 2), observations: 'Otra' }, key);

    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: idempotencyMessages.reused });
    expect(await snapshot()).toEqual(before);
  });

  it('should answer 422 to the same key on another route', async () => {
    const key = newKey();
    expect((await postDose(doseFor(await newPatient(), fixture.ids.batchId), key)).status).toBe(201);
    const before = await snapshot();

    const response = await fixture.api.request('POST', '/patients', {
      token: fixture.api.tokens.health,
      body: payloads.adult(),
      headers: { 'Idempotency-Key': key },
    });

    expect(response.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it("should keep each user's keys apart", async () => {
    const key = newKey();
    const [first, second] = [await newPatient(), await newPatient()];

    const health = await postDose(doseFor(first, fixture.ids.batchId), key, fixture.api.tokens.health);
    const admin = await postDose(doseFor(second, fixture.ids.batchId), key, fixture.api.tokens.admin);

    expect([health.status, admin.status]).toEqual([201, 201]);
    expect(admin.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('should keep no key for a refused write, so its retry is checked again', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();
    const before = await snapshot();

    const refused = await postDose(doseFor(patientId, batchId, 3), key);
    const invalid = await postDose({ ...doseFor(patientId, batchId), doseNumber: 0 }, key);

    expect(refused.status).toBe(409);
    expect(invalid.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await keysIn()).filter((row) => row.idempotencyKey === key)).toEqual([]);
    expect((await postDose(doseFor(patientId, batchId), key)).status).toBe(201);
  });

  it('should write once when the same key arrives twice at once', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();

    const answers = await Promise.all([
      postDose(doseFor(patientId, batchId), key),
      postDose(doseFor(patientId, batchId), key),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.json).toEqual(answers[0]?.json);
    expect(await dosesOf(patientId)).toHaveLength(1);
  });

  it('should forget a key after a day: the same key then writes afresh', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();
    await postDose(doseFor(patientId, batchId), key);
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await fixture.api.store.db
      .updateTable(idempotencyTable)
      .set({ createdAt: dayAndHourAgo })
      .where('idempotencyKey', '=', key)
      .execute();

    const later = await postDose(doseFor(patientId, batchId, 2), key);

    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await dosesOf(patientId)).toHaveLength(2);
  });

  it('should refuse a key that is empty, too long or not visible ASCII with 400, writing nothing', async () => {
    const before = await snapshot();
    for (const key of [' ', 'x'.repeat(201), 'clave con espacios', 'ñandú']) {
      const response = await postDose(doseFor(fixture.ids.patientId, fixture.ids.batchId), key);
      expect(response.status, key).toBe(400);
      expect(response.json).toEqual({ message: idempotencyMessages.invalid });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("should keep no trace of a new account's password in the key's row", async () => {
    const key = newKey();
    const account = (password: string) => ({
      name: 'Lucía',
      lastname: 'Ramos',
      email: `lucia${key.replace(/\D/g, '')}@gmail.com`,
      role: 'health',
      orgUnitId: testUnits.district,
      password,
    });
    const send = (password: string) =>
      fixture.api.request('POST', '/users', {
        token: fixture.api.tokens.admin,
        body: account(password),
        headers: { 'Idempotency-Key': key },
      });

    const first = await send('secreta123');
    const again = await send('otraclave456');

    expect(first.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // The password is not part of the request's fingerprint: only another body would be 422.
    const [row] = (await keysIn()).filter((stored) => stored.idempotencyKey === key);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toMatch(/secreta123|scrypt/);
  });

  it('should write a POST without a key as before, each time', async () => {
    const patientId = await newPatient();
    const body = payloads.child(patientId);

    const first = await fixture.api.admin('POST', '/patients', body);
    const second = await fixture.api.admin('POST', '/patients', body);

    expect(idOf(second)).not.toBe(idOf(first));
  });
});

describe('a dose whose connection drops after the commit', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(fixture.api.app);
  });
  afterAll(() => server.close());

  /** Sends the POST over a real socket and destroys it once the dose is in the database, unanswered. */
  const postAndDropOnceWritten = async (body: string, key: string, patientId: number) => {
    const request = http.request(`${server.origin}/api/v1/applied-doses`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fixture.api.tokens.health}`,
        'content-type': 'application/json',
        'Idempotency-Key': key,
      },
    });
    request.on('error', () => undefined);
    request.end(body);
    while ((await dosesOf(patientId)).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    request.destroy();
  };

  it('should record the dose once when the client retries with its key', async () => {
    const [patientId, batchId] = [await newPatient(), await createBatch(fixture.api, fixture.ids.vaccineId, 5)];
    const key = newKey();
    const body = doseFor(patientId, batchId);

    await postAndDropOnceWritten(JSON.stringify(body), key, patientId);
    const retry = await fetch(`${server.origin}/api/v1/applied-doses`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fixture.api.tokens.health}`,
        'content-type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
    });

    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await dosesOf(patientId)).toHaveLength(1);
    const vials = (await fixture.api.rowsOf(vaccineBatches)).find((batch) => batch.id === batchId)?.availableQuantity;
    expect(Number(vials)).toBe(4);
  });
});
