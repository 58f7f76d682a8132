import { describe, expect, it } from 'vitest';
import { changedValues } from '../../src/engine/server/audit/audit-values';
import { users } from '../../src/entities/users';
import { setUpApiFixture } from '../helpers/api-fixture';
import { auditTrailOf, storedEntries } from '../helpers/audit-trail';
import { createBatch, idOf, payloads, registerDose } from '../helpers/sample-data';

const fixture = setUpApiFixture();

let sequence = 0;
/** A country name no other test uses (letters only, as the rule asks). */
const countryName = () => {
  sequence += 1;
  return `Auditoria ${'abcdefghij'[sequence % 10]}${'klmnopqrst'[Math.floor(sequence / 10) % 10]}${Date.now().toString(36).replace(/\d/g, 'x')}`;
};

describe('the audit trail of the engine writes', () => {
  it('should append one create entry with who and the values written', async () => {
    const nameCountry = countryName();
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry }));

    const entries = await auditTrailOf(fixture.api, 'countries', id);

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'countries',
      rowId: id,
      action: 'create',
      before: null,
      after: { nameCountry, isActive: true },
      user: { id: fixture.api.userIds.admin, name: 'Ana', lastname: 'Admin', email: 'admin@gmail.com' },
    });
    expect(Number.isNaN(Date.parse(entries[0]?.at ?? ''))).toBe(false);
  });

  it('should append one update entry with only the fields that changed, before and after', async () => {
    const [first, second] = [countryName(), countryName()];
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: first }));

    expect((await fixture.api.admin('PATCH', `/countries/${id}`, { nameCountry: second })).status).toBe(200);

    const [update, ...rest] = await auditTrailOf(fixture.api, 'countries', id);
    expect(rest.map((entry) => entry.action)).toEqual(['create']);
    expect(update).toMatchObject({ action: 'update', before: { nameCountry: first }, after: { nameCountry: second } });
  });

  it('should append one delete entry and one restore entry', async () => {
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: countryName() }));

    expect((await fixture.api.admin('DELETE', `/countries/${id}`)).status).toBe(200);
    expect((await fixture.api.admin('POST', `/countries/${id}/restore`)).status).toBe(200);

    const entries = await auditTrailOf(fixture.api, 'countries', id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['restore', { isActive: false }, { isActive: true }],
      ['delete', { isActive: true }, { isActive: false }],
      ['create', null, expect.any(Object)],
    ]);
  });

  it("should append one entry named after a batch's status action", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId);

    expect((await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/2`)).status).toBe(200);

    const [entry, ...rest] = await auditTrailOf(fixture.api, 'vaccine-batches', batchId);
    expect(rest).toHaveLength(1);
    expect(entry).toMatchObject({ action: 'status', before: { status: 1 }, after: { status: 2 } });
  });

  it("should append one entry each for a dose's registration, edit and cancel", async () => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    const dose = await registerDose(fixture.api, fixture.ids, patientId);
    const doseId = idOf(dose);
    const edit = {
      ...payloads.dose({
        patientId,
        vaccineBatchId: fixture.ids.batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      observations: 'Leve dolor',
    };

    expect((await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, edit)).status).toBe(200);
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`)).status).toBe(200);

    const entries = await auditTrailOf(fixture.api, 'applied-doses', doseId);
    expect(entries.map((entry) => entry.action)).toEqual(['cancel', 'update', 'create']);
    expect(entries[2]?.user?.id).toBe(fixture.api.userIds.health);
    expect(entries[2]?.after).toMatchObject({ patientId, doseNumber: 1, recordedByUserId: fixture.api.userIds.health });
    expect(entries[1]).toMatchObject({
      before: { observations: 'Sin reacciones' },
      after: { observations: 'Leve dolor' },
    });
    expect(entries[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('should leave no entry after a refused or reverted write', async () => {
    const taken = countryName();
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: taken }));
    const emptyBatch = await createBatch(fixture.api, fixture.ids.vaccineId, 1);
    expect((await registerDose(fixture.api, { ...fixture.ids, batchId: emptyBatch })).status).toBe(201);
    const doseId = idOf(
      await registerDose(
        fixture.api,
        fixture.ids,
        idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
      ),
    );
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`)).status).toBe(200);
    const before = await storedEntries(fixture.api);

    const refusals = [
      await fixture.api.admin('POST', '/countries', { nameCountry: taken }),
      await fixture.api.admin('PATCH', `/countries/${id}`, { nameCountry: '' }),
      await registerDose(fixture.api, { ...fixture.ids, batchId: emptyBatch }),
      await fixture.api.health('DELETE', `/countries/${id}`),
      await fixture.api.admin('DELETE', `/countries/${fixture.ids.countryId}`),
    ];
    const reverted = await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);

    expect(refusals.map((response) => response.status)).toEqual([409, 400, 409, 403, 409]);
    expect(reverted.json).toMatchObject({ rolledBack: true });
    expect(await storedEntries(fixture.api)).toEqual(before);
  });
});

describe('the audit trail of sign-ins', () => {
  it('should append a login and a failed login with the e-mail tried, never the password', async () => {
    const before = (await storedEntries(fixture.api)).length;

    const ok = await fixture.api.request('POST', '/auth/login', {
      body: { email: 'admin@gmail.com', password: 'admin123' },
    });
    const failed = await fixture.api.request('POST', '/auth/login', {
      body: { email: 'admin@gmail.com', password: 'clave-equivocada' },
    });

    expect([ok.status, failed.status]).toEqual([200, 401]);
    const entries = (await storedEntries(fixture.api)).slice(before);
    expect(
      entries.map((entry) => [entry.entity, entry.action, Number(entry.rowId), JSON.parse(String(entry.after))]),
    ).toEqual([
      ['auth', 'login', fixture.api.userIds.admin, { email: 'admin@gmail.com' }],
      ['auth', 'login-failed', fixture.api.userIds.admin, { email: 'admin@gmail.com' }],
    ]);
    expect(Number(entries[1]?.userId)).toBe(0);
    expect(JSON.stringify(entries)).not.toMatch(/admin123|clave-equivocada/);
  });
});

describe('changedValues', () => {
  it('should never keep a password hash, and keep a role change (read by the admin alone)', () => {
    const before = { id: 1, name: 'Ana', role: 'health', passwordHash: 'hash-1', isActive: 1 };
    const after = { id: 1, name: 'Ana', role: 'admin', passwordHash: 'hash-2', isActive: 1 };

    expect(changedValues(users, before, after)).toEqual({ before: { role: 'health' }, after: { role: 'admin' } });
    expect(JSON.stringify(changedValues(users, undefined, after))).not.toContain('hash-2');
  });
});
