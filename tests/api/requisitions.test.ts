import { beforeAll, describe, expect, it } from 'vitest';
import type { Requisition, Suggestion } from '../../src/domain/supply/requisitions';
import type { Transfer } from '../../src/domain/supply/transfers';
import { setUpApiFixture } from '../helpers/api-fixture';
import { auditTrailOf, storedEntries } from '../helpers/audit-trail';
import { placesHoldTheirMovements } from '../helpers/place-stock';
import { dates, idOf, payloads, registerDose } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

type Caller = Awaited<ReturnType<typeof scopedAccount>>;
const district = { type: 'store', id: testUnits.district } as const;

/** `YYYY-MM` of the month `back` months before this one (0 this month), by the local calendar. */
const monthOf = (back: number) => {
  const day = new Date();
  const month = new Date(day.getFullYear(), day.getMonth() - back, 15);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
};

/** Every table a requisition's write touches, to check a refused one left them as they were. */
const storedState = async () => {
  const db = fixture.api.store.db;
  const all = (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();
  const tables = ['requisitions', 'requisition_lines', 'stock_transfers', 'stock_transfer_lines', 'stock_movements'];
  return [...(await Promise.all([...tables, 'place_stock'].map(all))), await storedEntries(fixture.api)];
};

const setUp = {} as {
  vaccineId: number;
  centerPlace: { type: 'center'; id: number };
  districtAdmin: Caller;
  vaccinator: Caller;
  earlyBatch: number;
  lateBatch: number;
};

/**
 * The hand-computed fixture: a 10-dose vaccine whose lots the district's store received (3 vials
 * expiring first, 30 later); the centre received 7 of the later lot and opened one for a dose
 * today; 2 more are on their way to it. Doses at the centre: 30, 35 and 35 in the 3 whole months
 * before this one (100), and 5 more this month and 9 four months ago, which do not count.
 */
beforeAll(async () => {
  const { api, ids } = fixture;
  const vaccineId = idOf(
    await api.admin('POST', '/vaccines', {
      ...payloads.vaccine(ids.manufacturerId),
      vaccineName: 'Sarampión multidosis',
      dosesPerVial: 10,
      openVialHours: 6,
    }),
  );
  const batchAtDistrict = async (vials: number, expirationDate: string) =>
    idOf(
      await api.admin('POST', '/vaccine-batches', {
        ...payloads.batch(vaccineId, vials),
        expirationDate,
        storeOrgUnitId: testUnits.district,
      }),
    );
  const earlyBatch = await batchAtDistrict(3, dates.tomorrow);
  const lateBatch = await batchAtDistrict(30, dates.future);
  const districtAdmin = await scopedAccount(api, 'admin', { orgUnitId: testUnits.district });
  const vaccinator = await scopedAccount(api, 'health', { vaccinationCenterId: ids.centerId });
  const centerPlace = { type: 'center', id: ids.centerId } as const;
  const send = (vials: number) =>
    districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: district,
      toPlace: centerPlace,
      lines: [{ vaccineBatchId: lateBatch, vials }],
    });
  const delivered = (await send(7)).json as Transfer;
  await vaccinator.request('POST', `/stock-transfers/${delivered.id}/receipt`, {
    lines: [{ vaccineBatchId: lateBatch, receivedVials: 7, vvmStage: 1 }],
  });
  const dose = await registerDose(api, { ...ids, batchId: lateBatch });
  expect(dose.status, dose.text).toBe(201);
  expect((await send(2)).status).toBe(201);

  const { id: _id, ...stored } = await api.store.db
    .selectFrom('applied_doses')
    .selectAll()
    .where('id', '=', idOf(dose))
    .executeTakeFirstOrThrow();
  const clones = [
    [1, 30],
    [2, 35],
    [3, 35],
    [0, 5],
    [4, 9],
  ].flatMap(([back = 0, count = 0]) =>
    Array.from({ length: count }, () => ({ ...stored, applicationDateTime: `${monthOf(back)}-15T10:00:00-05:00` })),
  );
  await api.store.db.insertInto('applied_doses').values(clones).execute();
  Object.assign(setUp, { vaccineId, centerPlace, districtAdmin, vaccinator, earlyBatch, lateBatch });
});

const suggestionOf = async (caller: Caller, place: { type: string; id: number }) => {
  const response = await caller.request('GET', `/requisitions/suggestions?placeType=${place.type}&placeId=${place.id}`);
  expect(response.status, response.text).toBe(200);
  const { items, maximumStockMonths } = response.json as { items: Suggestion[]; maximumStockMonths: number };
  return { maximumStockMonths, item: items.find((item) => item.vaccineId === setUp.vaccineId) };
};

const submit = (caller: Caller, requestedVials: number) =>
  caller.request('POST', '/requisitions', {
    place: setUp.centerPlace,
    periodMonth: monthOf(-1),
    lines: [{ vaccineId: setUp.vaccineId, requestedVials }],
  });

describe('a requisition', () => {
  it('should suggest ⌈3 months × average use − on hand − in transit⌉ vials, per place and below it', async () => {
    const settings = await fixture.api.health('GET', '/settings/stock');
    const atCenter = await suggestionOf(setUp.vaccinator, setUp.centerPlace);
    const atDistrict = await suggestionOf(setUp.districtAdmin, district);

    expect(settings.json).toEqual({ maximumStockMonths: 3 });
    // ⌈100 ÷ 3 ÷ 10⌉ = 4 vials a month; 3 × 4 − 6 closed vials at the centre − 2 on their way = 4.
    expect(atCenter).toEqual({
      maximumStockMonths: 3,
      item: {
        vaccineId: setUp.vaccineId,
        vaccineName: 'Sarampión multidosis',
        dosesPerVial: 10,
        dosesGiven: 100,
        averageMonthlyVials: 4,
        onHandVials: 6,
        inTransitVials: 2,
        suggestedVials: 4,
      },
    });
    // The district's store counts its centre's doses too, and holds 3 + 21 vials: 12 − 24 is below 0.
    expect(atDistrict.item).toMatchObject({ dosesGiven: 100, onHandVials: 24, inTransitVials: 0, suggestedVials: 0 });
  });

  it('should be submitted by the staff of its place with its suggested quantity, and read in scope', async () => {
    const submitted = await submit(setUp.vaccinator, 6);
    const requisition = submitted.json as Requisition;
    const otherDistrict = idOf(
      await fixture.api.admin('POST', '/org-units', {
        name: 'Distrito Sur',
        level: 'district',
        parentId: testUnits.region,
      }),
    );
    const stranger = await scopedAccount(fixture.api, 'admin', { orgUnitId: otherDistrict });
    const before = await storedState();
    const outside = await stranger.request('POST', '/requisitions', {
      place: setUp.centerPlace,
      periodMonth: monthOf(-1),
      lines: [{ vaccineId: setUp.vaccineId, requestedVials: 1 }],
    });
    const national = await fixture.api.admin('POST', '/requisitions', {
      place: { type: 'store', id: testUnits.national },
      periodMonth: monthOf(-1),
      lines: [{ vaccineId: setUp.vaccineId, requestedVials: 1 }],
    });
    const twice = await setUp.vaccinator.request('POST', '/requisitions', {
      place: setUp.centerPlace,
      periodMonth: '2026-13',
      lines: [
        { vaccineId: setUp.vaccineId, requestedVials: 1 },
        { vaccineId: setUp.vaccineId, requestedVials: 2 },
      ],
    });

    expect(submitted.status, submitted.text).toBe(201);
    expect(requisition).toMatchObject({
      state: 'submitted',
      place: { ...setUp.centerPlace, name: 'Centro de Salud Norte' },
      supplierPlace: { ...district, name: 'Distrito de prueba' },
      decidedAt: null,
      transferId: null,
      lines: [{ vaccineId: setUp.vaccineId, requestedVials: 6, suggestedVials: 4, approvedVials: null }],
    });
    expect(outside.status).toBe(403);
    expect(national.status).toBe(400);
    expect(national.json).toMatchObject({ errors: { place: 'El almacén nacional no tiene a quién pedir' } });
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({
      errors: {
        periodMonth: 'El mes del pedido debe tener la forma AAAA-MM',
        lines: 'Cada vacuna va en una sola línea',
      },
    });
    expect(await storedState()).toEqual(before);
    const listed = async (caller: Caller) =>
      ((await caller.request('GET', '/requisitions?state=submitted')).json as { items: Requisition[] }).items.map(
        (item) => item.id,
      );
    expect(await listed(setUp.vaccinator)).toContain(requisition.id);
    expect(await listed(setUp.districtAdmin)).toContain(requisition.id);
    expect(await listed(stranger)).not.toContain(requisition.id);
    expect((await stranger.request('GET', `/requisitions/${requisition.id}`)).status).toBe(404);
    expect(
      (await stranger.request('POST', `/requisitions/${requisition.id}/reject`, { reason: 'No es de mi distrito' }))
        .status,
    ).toBe(403);
  });

  it('should be approved by its supplier with a reason when the quantity changes, dispatched earliest expiry first and received with its transfer', async () => {
    const requisition = (await submit(setUp.vaccinator, 6)).json as Requisition;
    const path = `/requisitions/${requisition.id}/approve`;
    const approve = (caller: Caller | 'health', reason?: string) => {
      const body = { lines: [{ vaccineId: setUp.vaccineId, approvedVials: 5 }], reason };
      return caller === 'health' ? fixture.api.health('POST', path, body) : caller.request('POST', path, body);
    };
    const before = await storedState();
    const refusals = [
      await approve('health', 'Sin stock suficiente'),
      await setUp.vaccinator.request('POST', path, { lines: [{ vaccineId: setUp.vaccineId, approvedVials: 6 }] }),
      await approve(setUp.districtAdmin),
      await approve(setUp.districtAdmin, 'Poco'),
    ];

    expect(refusals.map((response) => response.status)).toEqual([403, 403, 400, 400]);
    expect(refusals[2]?.json).toMatchObject({
      errors: { reason: 'Indique un motivo de al menos 10 caracteres: lo aprobado difiere de lo pedido' },
    });
    expect(await storedState()).toEqual(before);

    const approved = await approve(setUp.districtAdmin, 'El distrito tiene poco stock este mes');
    const dispatched = approved.json as Requisition;
    expect(approved.status, approved.text).toBe(200);
    expect(dispatched).toMatchObject({
      state: 'dispatched',
      reason: 'El distrito tiene poco stock este mes',
      lines: [{ requestedVials: 6, approvedVials: 5 }],
    });
    const transfer = (await setUp.vaccinator.request('GET', `/stock-transfers/${dispatched.transferId}`))
      .json as Transfer;
    expect(transfer).toMatchObject({ state: 'sent', fromPlace: district, toPlace: setUp.centerPlace });
    expect(transfer.lines.map((line) => [line.vaccineBatchId, line.sentVials])).toEqual([
      [setUp.earlyBatch, 3],
      [setUp.lateBatch, 2],
    ]);
    expect((await approve(setUp.districtAdmin, 'Otra vez aprobado')).status).toBe(409);

    const received = await setUp.vaccinator.request('POST', `/stock-transfers/${transfer.id}/receipt`, {
      lines: transfer.lines.map((line) => ({
        vaccineBatchId: line.vaccineBatchId,
        receivedVials: line.sentVials,
        vvmStage: 1,
      })),
    });
    expect(received.status, received.text).toBe(200);
    const after = (await setUp.vaccinator.request('GET', `/requisitions/${requisition.id}`)).json as Requisition;
    expect(after).toMatchObject({ state: 'received' });
    expect(after.receivedAt).not.toBeNull();
    const trail = await auditTrailOf(fixture.api, 'requisitions', requisition.id);
    expect(trail.map((entry) => [entry.action, entry.after?.state])).toEqual([
      ['update', 'received'],
      ['approve', 'dispatched'],
      ['create', 'submitted'],
    ]);
    const transferTrail = await auditTrailOf(fixture.api, 'stock-transfers', transfer.id);
    expect(transferTrail.map((entry) => [entry.action, entry.after?.state])).toEqual([
      ['receipt', 'received'],
      ['create', 'sent'],
    ]);
    expect(await placesHoldTheirMovements(fixture.api, setUp.lateBatch)).toBe(true);
  });

  it('should let one of two racing approvals through, and be rejected once with its reason', async () => {
    const raced = (await submit(setUp.vaccinator, 1)).json as Requisition;
    const body = { lines: [{ vaccineId: setUp.vaccineId, approvedVials: 1 }] };
    const transfers = async () =>
      (await fixture.api.store.db.selectFrom('stock_transfers').select('id').execute()).length;
    const transfersBefore = await transfers();

    const answers = await Promise.all([
      setUp.districtAdmin.request('POST', `/requisitions/${raced.id}/approve`, body),
      fixture.api.admin('POST', `/requisitions/${raced.id}/approve`, body),
    ]);

    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await transfers()).toBe(transfersBefore + 1);
    expect((await auditTrailOf(fixture.api, 'requisitions', raced.id)).map((entry) => entry.action)).toEqual([
      'approve',
      'create',
    ]);

    const rejected = (await submit(setUp.vaccinator, 2)).json as Requisition;
    const before = await storedState();
    const short = await setUp.districtAdmin.request('POST', `/requisitions/${rejected.id}/reject`, { reason: 'No' });
    expect(short.status).toBe(400);
    expect(await storedState()).toEqual(before);
    const answer = await setUp.districtAdmin.request('POST', `/requisitions/${rejected.id}/reject`, {
      reason: 'Ya se envió la semana pasada',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ state: 'rejected', reason: 'Ya se envió la semana pasada', transferId: null });
    const afterReject = await storedState();
    const late = await setUp.districtAdmin.request('POST', `/requisitions/${rejected.id}/approve`, {
      lines: [{ vaccineId: setUp.vaccineId, approvedVials: 2 }],
    });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ message: 'El pedido ya fue aprobado o rechazado' });
    expect(await storedState()).toEqual(afterReject);
  });
});
