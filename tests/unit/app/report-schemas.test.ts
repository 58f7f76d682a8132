import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { batchAvailabilityItemSchema, doseReportItemSchema } from '../../../src/domain/reports';
import type { AnyEntity } from '../../../src/engine';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

/** The keys of an entity's GET-shape row: id, isActive, its fields and its references' names. */
const rowKeys = (entity: AnyEntity) => [
  'id',
  'isActive',
  ...entity.fields.map((field) => field.name),
  ...entity.fields.flatMap((field) => (field.reference ? [field.reference.as] : [])),
];

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);

describe("the home page's reports, read by the domain's schemas", () => {
  it("should read only keys of the batches' row, so a field renamed in the config fails here", () => {
    expect(rowKeys(vaccineBatches)).toEqual(expect.arrayContaining(keysOf(batchAvailabilityItemSchema)));
  });

  it("should read a dose by the names of the doses' row, down to its vaccine's name", () => {
    expect(rowKeys(appliedDoses)).toEqual(expect.arrayContaining(keysOf(doseReportItemSchema)));
    const batchReference = appliedDoses.fields.find((field) => field.reference?.as === 'vaccineBatch')?.reference;
    expect(batchReference?.pick).toContain('vaccine');
  });
});
