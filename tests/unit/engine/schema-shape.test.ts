import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRequiredNow, objectSchemaOf, shapeKeysOf } from '../../../src/engine/contract/schema-shape';
import { patients } from '../../../src/entities/patients';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

describe('shapeKeysOf', () => {
  it('should read the keys of a schema with object rules', () => {
    expect(shapeKeysOf(patients.schemas.create)).toContain('representativeId');
  });

  it('should refuse a schema that is not an object', () => {
    expect(() => objectSchemaOf(z.string())).toThrow('zod object');
  });
});

describe('isRequiredNow', () => {
  it.each([
    ['batchNumber', {}, true],
    ['vaccineId', {}, true],
  ])('should follow the rule builders for %s', (name, values, expected) => {
    expect(isRequiredNow(vaccineBatches.schemas.create, name, values)).toBe(expected);
  });

  it.each([
    ['representativeId', { isChild: true }, true],
    ['representativeId', { isChild: false }, false],
    ['identityDocument', { isChild: false }, true],
    ['identityDocument', { isChild: true }, false],
    ['isChild', {}, false],
    ['unknownField', {}, false],
  ])('should follow object rules: %s with %j', (name, values, expected) => {
    expect(isRequiredNow(patients.schemas.create, name, values)).toBe(expected);
  });

  it('should fall back to whether the schema accepts undefined when it was not built by the rule helpers', () => {
    const schema = z.object({ plain: z.string(), maybe: z.string().optional() });
    expect(isRequiredNow(schema, 'plain', {})).toBe(true);
    expect(isRequiredNow(schema, 'maybe', {})).toBe(false);
  });
});
