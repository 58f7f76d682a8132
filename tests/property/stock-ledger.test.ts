import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discardReasons } from '../../src/domain/stock-movements';
import { setUpApiFixture } from '../helpers/api-fixture';
import { stockAtCenter } from '../helpers/place-stock';
import { propertySeed } from '../helpers/property-seed';
import { idOf, payloads } from '../helpers/sample-data';
import { ledgerOf, runningBalancesHold } from '../helpers/stock-ledger';

const fixture = setUpApiFixture();

/** A plain model of the lots: their vials, and whether they are open or recalled; and each dose's lot. */
type Batch = { initial: number; balance: number; isOpen: boolean; isRecalled: boolean };
type Model = { batches: Batch[]; doses: { batch: number; isActive: boolean }[] };
type Real = { batchIds: number[]; doseIds: number[] };
type Command = fc.AsyncCommand<Model, Real>;

/** After every command: each lot's vials = its movements' sum = the model's balance, no balance below 0. */
const checkLedgers = async (model: Model, real: Real) => {
  for (const [index, batchId] of real.batchIds.entries()) {
    const ledger = await ledgerOf(fixture.api, batchId);
    expect(ledger.availableQuantity, `lot ${index}`).toBe(model.batches[index]?.balance);
    expect(ledger.sum, `lot ${index}'s movements`).toBe(ledger.availableQuantity);
    expect(runningBalancesHold(ledger), `lot ${index}'s balances`).toBe(true);
  }
};

/** A command of the sequence: it runs through the API, updates the model, then checks the ledgers. */
const command = (name: string, run: (model: Model, real: Real) => Promise<void>): Command => ({
  check: () => true,
  run: async (model, real) => {
    await run(model, real);
    await checkLedgers(model, real);
  },
  toString: () => name,
});

const batchAt = (model: Model, real: Real, index: number) => {
  const at = index % model.batches.length;
  return { batch: model.batches[at] as Batch, batchId: real.batchIds[at] as number, at };
};

const doseBody = async (batchId: number) =>
  payloads.dose({
    patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });

const isUsable = (batch: Batch) => batch.isOpen && !batch.isRecalled && batch.balance > 0;

const createBatch = (initial: number, used: number) =>
  command(`createLot(${initial}, ${Math.min(used, initial - 1)} used)`, async (model, real) => {
    const available = initial - Math.min(used, initial - 1);
    const body = { ...payloads.batch(fixture.ids.vaccineId, initial), availableQuantity: available };
    const batchId = idOf(await fixture.api.admin('POST', '/vaccine-batches', body));
    await stockAtCenter(fixture.api, batchId, fixture.ids.centerId);
    real.batchIds.push(batchId);
    model.batches.push({ initial, balance: available, isOpen: true, isRecalled: false });
  });

const dose = (index: number) =>
  command(`dose(lot ${index})`, async (model, real) => {
    const { batch, batchId, at } = batchAt(model, real, index);
    const response = await fixture.api.health('POST', '/applied-doses', await doseBody(batchId));
    expect(response.status).toBe(isUsable(batch) ? 201 : 409);
    if (response.status !== 201) return;
    batch.balance -= 1;
    real.doseIds.push(idOf(response));
    model.doses.push({ batch: at, isActive: true });
  });

const cancel = (index: number) =>
  command(`cancel(dose ${index})`, async (model, real) => {
    if (model.doses.length === 0) return;
    const at = index % model.doses.length;
    const dose = model.doses[at] as Model['doses'][number];
    const response = await fixture.api.admin('PATCH', `/applied-doses/cancel/${real.doseIds[at]}`);
    expect(response.status).toBe(200);
    expect((response.json as { rolledBack?: boolean }).rolledBack === true).toBe(!dose.isActive);
    if (!dose.isActive) return;
    dose.isActive = false;
    const batch = model.batches[dose.batch] as Batch;
    // A recalled lot keeps no vial: the one given back is discarded at once.
    if (!batch.isRecalled) batch.balance += 1;
  });

const restore = (index: number) =>
  command(`restore(dose ${index})`, async (model, real) => {
    if (model.doses.length === 0) return;
    const at = index % model.doses.length;
    const dose = model.doses[at] as Model['doses'][number];
    const batch = model.batches[dose.batch] as Batch;
    const response = await fixture.api.admin('POST', `/applied-doses/${real.doseIds[at]}/restore`);
    const isRestored = !dose.isActive && isUsable(batch);
    expect(response.status).toBe(isRestored ? 200 : 409);
    if (!isRestored) return;
    dose.isActive = true;
    batch.balance -= 1;
  });

const discard = (index: number, quantity: number, reason: number) =>
  command(`discard(lot ${index}, ${quantity})`, async (model, real) => {
    const { batch, batchId } = batchAt(model, real, index);
    const body = { quantity, reason: discardReasons[reason % discardReasons.length], note: 'Prueba' };
    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, body);
    const isTaken = !batch.isRecalled && quantity <= batch.balance;
    expect(response.status).toBe(isTaken ? 201 : 409);
    if (isTaken) batch.balance -= quantity;
  });

const count = (index: number, counted: number) =>
  command(`count(lot ${index}, ${counted})`, async (model, real) => {
    const { batch, batchId } = batchAt(model, real, index);
    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, {
      countedQuantity: counted,
    });
    if (batch.isRecalled || counted > batch.initial) {
      expect(response.status).toBe(409);
      return;
    }
    expect(response.status).toBe(counted === batch.balance ? 200 : 201);
    batch.balance = counted;
  });

const recall = (index: number) =>
  command(`recall(lot ${index})`, async (model, real) => {
    const { batch, batchId } = batchAt(model, real, index);
    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, {
      reason: 'Alerta sanitaria',
    });
    expect(response.status).toBe(batch.isRecalled ? 409 : 200);
    if (response.status === 200) Object.assign(batch, { balance: 0, isOpen: false, isRecalled: true });
  });

const setStatus = (index: number, isOpen: boolean) =>
  command(`status(lot ${index}, ${isOpen ? 'open' : 'closed'})`, async (model, real) => {
    const { batch, batchId } = batchAt(model, real, index);
    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/${isOpen ? 1 : 2}`);
    const isRefused = isOpen && batch.isRecalled;
    expect(response.status).toBe(isRefused ? 409 : 200);
    if (!isRefused) batch.isOpen = isOpen;
  });

/**
 * Discards, doses and cancels of one lot at once: whichever come first win, the rest are
 * refused whole, and a cancel always gives its vial back.
 */
const race = (index: number, discards: readonly number[], doses: number) =>
  command(`race(lot ${index}, discards ${discards.join('+')}, ${doses} doses, a cancel)`, async (model, real) => {
    const { batch, batchId, at } = batchAt(model, real, index);
    const cancelled = model.doses.findIndex((dose) => dose.batch === at && dose.isActive);
    const bodies = await Promise.all(Array.from({ length: doses }, () => doseBody(batchId)));
    const [cancel, ...answers] = await Promise.all([
      cancelled === -1 ? undefined : fixture.api.admin('PATCH', `/applied-doses/cancel/${real.doseIds[cancelled]}`),
      ...discards.map((quantity) =>
        fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { quantity, reason: 'temperature' }),
      ),
      ...bodies.map((body) => fixture.api.health('POST', '/applied-doses', body)),
    ]);
    expect(answers.every((answer) => answer?.status === 201 || answer?.status === 409)).toBe(true);
    const taken = answers.reduce(
      (total, answer, position) =>
        answer?.status !== 201 ? total : total + (position < discards.length ? (discards[position] as number) : 1),
      0,
    );
    if (cancel !== undefined) {
      expect(cancel.status).toBe(200);
      (model.doses[cancelled] as Model['doses'][number]).isActive = false;
    }
    const givenBack = cancel === undefined || batch.isRecalled ? 0 : 1;
    expect(taken).toBeLessThanOrEqual(batch.balance + givenBack);
    batch.balance += givenBack - taken;
    for (const answer of answers.slice(discards.length)) {
      if (answer?.status !== 201) continue;
      real.doseIds.push(idOf(answer));
      model.doses.push({ batch: at, isActive: true });
    }
  });

const pick = fc.nat({ max: 20 });
const commands = fc.commands(
  [
    fc.tuple(fc.integer({ min: 1, max: 6 }), fc.nat({ max: 3 })).map(([initial, used]) => createBatch(initial, used)),
    // Doses and cancels weigh more: a sequence of recalls and closed lots alone would refuse them all.
    pick.map(dose),
    pick.map(dose),
    pick.map(dose),
    pick.map(cancel),
    pick.map(cancel),
    pick.map(restore),
    fc
      .tuple(pick, fc.integer({ min: 1, max: 4 }), fc.nat())
      .map(([batch, quantity, reason]) => discard(batch, quantity, reason)),
    fc.tuple(pick, fc.nat({ max: 7 })).map(([batch, counted]) => count(batch, counted)),
    pick.map(recall),
    fc.tuple(pick, fc.boolean()).map(([batch, isOpen]) => setStatus(batch, isOpen)),
    fc
      .tuple(
        pick,
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([batch, discards, doses]) => race(batch, discards, doses)),
  ],
  { maxCommands: 20 },
);

describe(`stock ledger model (seed ${propertySeed})`, () => {
  it("should keep every lot's vials equal to its movements' sum and the model's balance, never below 0", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), commands, async (initial, sequence) => {
        const first = createBatch(initial, 0);
        const setup = () => ({
          model: { batches: [], doses: [] } as Model,
          real: { batchIds: [], doseIds: [] } as Real,
        });
        await fc.asyncModelRun(setup, [first, ...sequence]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 40) },
    );
  });
});
