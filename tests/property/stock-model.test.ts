import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { propertySeed } from '../helpers/property-seed';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Model = { batches: number[]; doses: number[] };
/** The doses registered, and each one's patient (a patient holds one active dose of each number of a vaccine). */
type Real = { batchIds: number[]; doseIds: number[]; patientIds: number[] };

/** The invariant: every batch's vials are its initial quantity minus its active doses, never negative. */
const checkStock = async (real: Real) => {
  const batches = (await fixture.api.rowsOf(vaccineBatches)).filter((batch) =>
    real.batchIds.includes(Number(batch.id)),
  );
  const doses = (await fixture.api.rowsOf(appliedDoses)).filter((dose) => dose.isActive === 1);
  for (const batch of batches) {
    const active = doses.filter((dose) => dose.vaccineBatchId === batch.id).length;
    expect(Number(batch.availableQuantity)).toBe(Number(batch.initialQuantity) - active);
    expect(Number(batch.availableQuantity)).toBeGreaterThanOrEqual(0);
  }
};

const doseBody = (batchId: number, patientId: number) =>
  payloads.dose({
    patientId,
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });

class Register implements fc.AsyncCommand<Model, Real> {
  constructor(readonly batch: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const batchId = real.batchIds[this.batch];
    if (batchId === undefined) return;
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    const response = await fixture.api.health('POST', '/applied-doses', doseBody(batchId, patientId));
    expect([201, 409]).toContain(response.status);
    if (response.status === 201) {
      real.doseIds.push((response.json as { id: number }).id);
      real.patientIds.push(patientId);
    }
    await checkStock(real);
  }
  toString = () => `register(batch ${this.batch})`;
}

class Move implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly dose: number,
    readonly batch: number,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const index = this.dose % Math.max(real.doseIds.length, 1);
    const [doseId, patientId] = [real.doseIds[index], real.patientIds[index]];
    const batchId = real.batchIds[this.batch];
    if (doseId === undefined || patientId === undefined || batchId === undefined) return;
    const response = await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, doseBody(batchId, patientId));
    expect(response.status).toBeLessThan(500);
    await checkStock(real);
  }
  toString = () => `move(dose ${this.dose} to batch ${this.batch})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly dose: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const doseId = real.doseIds[this.dose % Math.max(real.doseIds.length, 1)];
    if (doseId === undefined) return;
    const response = await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);
    expect(response.status).toBe(200);
    await checkStock(real);
  }
  toString = () => `cancel(dose ${this.dose})`;
}

class SetStatus implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly batch: number,
    readonly status: 1 | 2,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const response = await fixture.api.admin(
      'PATCH',
      `/vaccine-batches/${real.batchIds[this.batch]}/status/${this.status}`,
    );
    expect(response.status).toBe(200);
    await checkStock(real);
  }
  toString = () => `status(batch ${this.batch}, ${this.status})`;
}

const batchCount = 3;
const batchIndex = fc.integer({ min: 0, max: batchCount - 1 });
const commands = fc.commands(
  [
    batchIndex.map((batch) => new Register(batch)),
    fc.tuple(fc.nat(), batchIndex).map(([dose, batch]) => new Move(dose, batch)),
    fc.nat().map((dose) => new Cancel(dose)),
    fc.tuple(batchIndex, fc.constantFrom<1 | 2>(1, 2)).map(([batch, status]) => new SetStatus(batch, status)),
  ],
  { maxCommands: 25 },
);

describe(`stock model (seed ${propertySeed})`, () => {
  it('should keep every batch at its initial quantity minus its active doses through any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: batchCount, maxLength: batchCount }),
        commands,
        async (vials, sequence) => {
          const batchIds: number[] = [];
          for (const quantity of vials) batchIds.push(await createBatch(fixture.api, fixture.ids.vaccineId, quantity));
          await fc.asyncModelRun(
            () => ({ model: { batches: vials, doses: [] }, real: { batchIds, doseIds: [], patientIds: [] } }),
            sequence,
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
