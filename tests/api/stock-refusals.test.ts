import { describe, expect, it } from 'vitest';
import { today } from '../../src/engine/rules';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { ledgerOf } from '../helpers/stock-ledger';

const fixture = setUpApiFixture();

/** The lot's row and its ledger, to compare before and after a refused write. */
const stateOf = async (batchId: number) => ({
  batch: (await fixture.api.rowsOf(vaccineBatches)).find((row) => row.id === batchId),
  ledger: await ledgerOf(fixture.api, batchId),
});

type Caller = 'admin' | 'health';
type Refusal = [name: string, caller: Caller, route: string, body: unknown, status: number, message: RegExp];

const long = 'x'.repeat(501);

const refusals: Refusal[] = [
  [
    'a discard of more vials than there are',
    'admin',
    'discards',
    { quantity: 6, reason: 'broken' },
    409,
    /tiene 5 disponibles/,
  ],
  ['a discard of no vial', 'admin', 'discards', { quantity: 0, reason: 'broken' }, 400, /Los datos/],
  ['a discard of a fraction', 'admin', 'discards', { quantity: 1.5, reason: 'broken' }, 400, /Los datos/],
  ['a discard without a known reason', 'admin', 'discards', { quantity: 1, reason: 'stolen' }, 400, /Los datos/],
  [
    'a discard with a note too long',
    'admin',
    'discards',
    { quantity: 1, reason: 'lost', note: long },
    400,
    /Los datos/,
  ],
  ['a discard by the health staff', 'health', 'discards', { quantity: 1, reason: 'broken' }, 403, /permiso/],
  ['a negative count', 'admin', 'counts', { countedQuantity: -1 }, 400, /Los datos/],
  ['a count above the initial vials', 'admin', 'counts', { countedQuantity: 6 }, 409, /cantidad inicial/],
  ['a count by the health staff', 'health', 'counts', { countedQuantity: 1 }, 403, /permiso/],
  ['a recall without a reason', 'admin', 'recall', { reason: '  ' }, 400, /Los datos/],
  ['a recall by the health staff', 'health', 'recall', { reason: 'Alerta del fabricante' }, 403, /permiso/],
];

describe('refused stock writes', () => {
  it.each(refusals)('should refuse %s and change nothing', async (_name, caller, route, body, status, message) => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const before = await stateOf(batchId);

    const response = await fixture.api[caller]('POST', `/vaccine-batches/${batchId}/${route}`, body);

    expect(response.status).toBe(status);
    expect((response.json as { message: string }).message).toMatch(message);
    expect(await stateOf(batchId)).toEqual(before);
  });

  it('should name the wrong fields of a discard in Spanish', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { reason: 'x' });
    expect(response.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { quantity: 'La cantidad es requerida', reason: 'Seleccione un motivo de baja válido' },
    });
  });

  it.each(['discards', 'counts', 'recall'])('should answer 404 to a %s of a lot that does not exist', async (route) => {
    const body = { quantity: 1, reason: 'broken', countedQuantity: 1 };
    const response = await fixture.api.admin('POST', `/vaccine-batches/999999/${route}`, {
      ...body,
      ...(route === 'recall' && { reason: 'Alerta del fabricante' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('a recalled lot', () => {
  const recalledBatch = async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const recall = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, {
      reason: 'Alerta del fabricante',
    });
    expect(recall.status).toBe(200);
    return batchId;
  };

  it('should be closed, marked recalled, and its remaining vials discarded as recalled', async () => {
    const batchId = await recalledBatch();

    const batch = (await fixture.api.admin('GET', `/vaccine-batches/${batchId}`)).json;
    expect(batch).toMatchObject({ status: 2, availableQuantity: 0, recallReason: 'Alerta del fabricante' });
    expect(typeof (batch as { recalledAt: unknown }).recalledAt).toBe('string');
    const ledger = await ledgerOf(fixture.api, batchId);
    expect(ledger.movements.at(-1)).toMatchObject({
      kind: 'discard',
      quantity: -5,
      reason: 'recalled',
      note: 'Alerta del fabricante',
      balanceAfter: 0,
    });
  });

  const dose = async (batchId: number) => ({
    patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
    doseNumber: 1,
  });

  const writes: [string, (batchId: number) => Promise<{ status: number; json: unknown }>, RegExp][] = [
    [
      'a second recall',
      (id) => fixture.api.admin('POST', `/vaccine-batches/${id}/recall`, { reason: 'Otra vez' }),
      /ya fue retirado/,
    ],
    [
      'reopening it',
      (id) => fixture.api.admin('PATCH', `/vaccine-batches/${id}/status/1`),
      /no se puede volver a abrir/,
    ],
    ['a dose from it', async (id) => fixture.api.health('POST', '/applied-doses', await dose(id)), /fue retirado/],
    [
      'a discard',
      (id) => fixture.api.admin('POST', `/vaccine-batches/${id}/discards`, { quantity: 1, reason: 'lost' }),
      /fue retirado/,
    ],
    [
      'a count',
      (id) => fixture.api.admin('POST', `/vaccine-batches/${id}/counts`, { countedQuantity: 2 }),
      /fue retirado/,
    ],
  ];

  it.each(writes)('should refuse %s with 409 and change nothing', async (_name, write, message) => {
    const batchId = await recalledBatch();
    const before = await stateOf(batchId);
    const doses = await fixture.api.store.db.selectFrom('applied_doses').select('id').execute();

    const response = await write(batchId);

    expect(response.status).toBe(409);
    expect((response.json as { message: string }).message).toMatch(message);
    expect(await stateOf(batchId)).toEqual(before);
    expect(await fixture.api.store.db.selectFrom('applied_doses').select('id').execute()).toEqual(doses);
  });

  it('should discard at once the vial a cancelled dose gives back to it', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const doseId = idOf(await fixture.api.health('POST', '/applied-doses', await dose(batchId)));
    await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, { reason: 'Alerta del fabricante' });

    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`)).status).toBe(200);

    const ledger = await ledgerOf(fixture.api, batchId);
    expect(ledger.movements.slice(-2)).toMatchObject([
      { kind: 'dose-cancelled', quantity: 1, balanceAfter: 1, appliedDoseId: doseId },
      { kind: 'discard', quantity: -1, reason: 'recalled', balanceAfter: 0, appliedDoseId: doseId },
    ]);
    expect([ledger.availableQuantity, ledger.sum]).toEqual([0, 0]);
  });

  it('should refuse an edit that gives it vials back', async () => {
    const batchId = await recalledBatch();
    const stored = (await fixture.api.admin('GET', `/vaccine-batches/${batchId}`)).json as Record<string, unknown>;
    const { batchNumber, manufactureDate, expirationDate, initialQuantity, vaccineId } = stored;
    const before = await stateOf(batchId);

    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, {
      ...{ batchNumber, manufactureDate, expirationDate, initialQuantity, vaccineId },
      availableQuantity: 3,
    });

    expect(response.status).toBe(409);
    expect(await stateOf(batchId)).toEqual(before);
  });

  it('should not be among the lots the dose form offers', async () => {
    const batchId = await recalledBatch();
    const query = new URLSearchParams({
      vaccineId: String(fixture.ids.vaccineId),
      status: '1',
      'expirationDate[gte]': today(),
      'availableQuantity[gt]': '0',
      page: '1',
      pageSize: '200',
    });
    const offered = (await fixture.api.health('GET', `/vaccine-batches?${query}`)).json as { items: { id: number }[] };
    expect(offered.items.map((batch) => batch.id)).not.toContain(batchId);
  });
});
