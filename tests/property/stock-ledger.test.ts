import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discardReasons } from '../../src/domain/stock-movements';
import { setUpApiFixture } from '../helpers/api-fixture';
import { propertySeed } from '../helpers/property-seed';
import { idOf, payloads } from '../helpers/sample-data';
import { ledgerOf, runningBalancesHold } from '../helpers/stock-ledger';

const fixture = setUpApiFixture();

/** A plain model of the lots: their vials, and whether they are open or recalled; and each dose's lot. */
type Lot = { initial: number; balance: number; isOpen: boolean; isRecalled: boolean };
type Model = { lots: Lot[]; doses: { lot: number; isActive: boolean }[] };
type Real = { lotIds: number[]; doseIds: number[] };
type Command = fc.AsyncCommand<Model, Real>;

/** After every command: each lot's vials = its movements' sum = the model's balance, no balance below 0. */
const checkLedgers = async (model: Model, real: Real) => {
  for (const [index, lotId] of real.lotIds.entries()) {
    const ledger = await ledgerOf(fixture.api, lotId);
    expect(ledger.availableQuantity, `lot ${index}`).toBe(model.lots[index]?.balance);
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

const lotAt = (model: Model, real: Real, index: number) => {
  const at = index % model.lots.length;
  return { lot: model.lots[at] as Lot, lotId: real.lotIds[at] as number, at };
};

const doseBody = async (lotId: number) =>
  payloads.dose({
    patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
    vaccineBatchId: lotId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });

const isUsable = (lot: Lot) => lot.isOpen && !lot.isRecalled && lot.balance > 0;

const createLot = (initial: number, used: number) =>
  command(`createLot(${initial}, ${Math.min(used, initial - 1)} used)`, async (model, real) => {
    const available = initial - Math.min(used, initial - 1);
    const body = { ...payloads.batch(fixture.ids.vaccineId, initial), availableQuantity: available };
    real.lotIds.push(idOf(await fixture.api.admin('POST', '/vaccine-batches', body)));
    model.lots.push({ initial, balance: available, isOpen: true, isRecalled: false });
  });

const dose = (index: number) =>
  command(`dose(lot ${index})`, async (model, real) => {
    const { lot, lotId, at } = lotAt(model, real, index);
    const response = await fixture.api.health('POST', '/applied-doses', await doseBody(lotId));
    expect(response.status).toBe(isUsable(lot) ? 201 : 409);
    if (response.status !== 201) return;
    lot.balance -= 1;
    real.doseIds.push(idOf(response));
    model.doses.push({ lot: at, isActive: true });
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
    const lot = model.lots[dose.lot] as Lot;
    // A recalled lot keeps no vial: the one given back is discarded at once.
    if (!lot.isRecalled) lot.balance += 1;
  });

const restore = (index: number) =>
  command(`restore(dose ${index})`, async (model, real) => {
    if (model.doses.length === 0) return;
    const at = index % model.doses.length;
    const dose = model.doses[at] as Model['doses'][number];
    const lot = model.lots[dose.lot] as Lot;
    const response = await fixture.api.admin('POST', `/applied-doses/${real.doseIds[at]}/restore`);
    const isRestored = !dose.isActive && isUsable(lot);
    expect(response.status).toBe(isRestored ? 200 : 409);
    if (!isRestored) return;
    dose.isActive = true;
    lot.balance -= 1;
  });

const discard = (index: number, quantity: number, reason: number) =>
  command(`discard(lot ${index}, ${quantity})`, async (model, real) => {
    const { lot, lotId } = lotAt(model, real, index);
    const body = { quantity, reason: discardReasons[reason % discardReasons.length], note: 'Prueba' };
    const response = await fixture.api.admin('POST', `/vaccine-batches/${lotId}/discards`, body);
    const isTaken = !lot.isRecalled && quantity <= lot.balance;
    expect(response.status).toBe(isTaken ? 201 : 409);
    if (isTaken) lot.balance -= quantity;
  });

const count = (index: number, counted: number) =>
  command(`count(lot ${index}, ${counted})`, async (model, real) => {
    const { lot, lotId } = lotAt(model, real, index);
    const response = await fixture.api.admin('POST', `/vaccine-batches/${lotId}/counts`, { countedQuantity: counted });
    if (lot.isRecalled || counted > lot.initial) {
      expect(response.status).toBe(409);
      return;
    }
    expect(response.status).toBe(counted === lot.balance ? 200 : 201);
    lot.balance = counted;
  });

const recall = (index: number) =>
  command(`recall(lot ${index})`, async (model, real) => {
    const { lot, lotId } = lotAt(model, real, index);
    const response = await fixture.api.admin('POST', `/vaccine-batches/${lotId}/recall`, {
      reason: 'Alerta sanitaria',
    });
    expect(response.status).toBe(lot.isRecalled ? 409 : 200);
    if (response.status === 200) Object.assign(lot, { balance: 0, isOpen: false, isRecalled: true });
  });

const setStatus = (index: number, isOpen: boolean) =>
  command(`status(lot ${index}, ${isOpen ? 'open' : 'closed'})`, async (model, real) => {
    const { lot, lotId } = lotAt(model, real, index);
    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${lotId}/status/${isOpen ? 1 : 2}`);
    const isRefused = isOpen && lot.isRecalled;
    expect(response.status).toBe(isRefused ? 409 : 200);
    if (!isRefused) lot.isOpen = isOpen;
  });

/**
 * Discards, doses and cancels of one lot at once: whichever come first win, the rest are
 * refused whole, and a cancel always gives its vial back.
 */
const race = (index: number, discards: readonly number[], doses: number) =>
  command(`race(lot ${index}, discards ${discards.join('+')}, ${doses} doses, a cancel)`, async (model, real) => {
    const { lot, lotId, at } = lotAt(model, real, index);
    const cancelled = model.doses.findIndex((dose) => dose.lot === at && dose.isActive);
    const bodies = await Promise.all(Array.from({ length: doses }, () => doseBody(lotId)));
    const [cancel, ...answers] = await Promise.all([
      cancelled === -1 ? undefined : fixture.api.admin('PATCH', `/applied-doses/cancel/${real.doseIds[cancelled]}`),
      ...discards.map((quantity) =>
        fixture.api.admin('POST', `/vaccine-batches/${lotId}/discards`, { quantity, reason: 'temperature' }),
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
    const givenBack = cancel === undefined || lot.isRecalled ? 0 : 1;
    expect(taken).toBeLessThanOrEqual(lot.balance + givenBack);
    lot.balance += givenBack - taken;
    for (const answer of answers.slice(discards.length)) {
      if (answer?.status !== 201) continue;
      real.doseIds.push(idOf(answer));
      model.doses.push({ lot: at, isActive: true });
    }
  });

const pick = fc.nat({ max: 20 });
const commands = fc.commands(
  [
    fc.tuple(fc.integer({ min: 1, max: 6 }), fc.nat({ max: 3 })).map(([initial, used]) => createLot(initial, used)),
    // Doses and cancels weigh more: a sequence of recalls and closed lots alone would refuse them all.
    pick.map(dose),
    pick.map(dose),
    pick.map(dose),
    pick.map(cancel),
    pick.map(cancel),
    pick.map(restore),
    fc
      .tuple(pick, fc.integer({ min: 1, max: 4 }), fc.nat())
      .map(([lot, quantity, reason]) => discard(lot, quantity, reason)),
    fc.tuple(pick, fc.nat({ max: 7 })).map(([lot, counted]) => count(lot, counted)),
    pick.map(recall),
    fc.tuple(pick, fc.boolean()).map(([lot, isOpen]) => setStatus(lot, isOpen)),
    fc
      .tuple(
        pick,
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([lot, discards, doses]) => race(lot, discards, doses)),
  ],
  { maxCommands: 20 },
);

describe(`stock ledger model (seed ${propertySeed})`, () => {
  it("should keep every lot's vials equal to its movements' sum and the model's balance, never below 0", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), commands, async (initial, sequence) => {
        const first = createLot(initial, 0);
        const setup = () => ({ model: { lots: [], doses: [] } as Model, real: { lotIds: [], doseIds: [] } as Real });
        await fc.asyncModelRun(setup, [first, ...sequence]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 40) },
    );
  });
});
