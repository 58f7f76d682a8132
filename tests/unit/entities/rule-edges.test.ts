import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { onsetBeforeDoseMessage } from '../../../src/entities/adverse-events';
import { targetPopulations } from '../../../src/entities/target-populations';
import { vaccines } from '../../../src/entities/vaccines';

/**
 * Edges of the configs' own rules that the property tests' generated values do not reach (mutation/results.md lists
 * the mutants these kill): the last year and age a population takes, an empty or a standard vaccine code.
 */
const firstMessageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe('adverse events: onsetBeforeDoseMessage', () => {
  it("should name the dose's day as the panel writes dates", () => {
    expect(onsetBeforeDoseMessage('2026-05-12')).toBe(
      'La fecha de inicio no puede ser anterior a la dosis, aplicada el 12/05/2026',
    );
  });
});

describe('target populations: year and age', () => {
  const population = { vaccinationCenterId: 1, year: 2026, ageInYears: 0, population: 1200 };
  const schema = targetPopulations.schemas.create;

  it.each([
    ['year', 2000, undefined],
    ['year', 2100, undefined],
    ['year', 1999, 'El año debe estar entre 2000 y 2100'],
    ['year', 2101, 'El año debe estar entre 2000 y 2100'],
    ['ageInYears', 0, undefined],
    ['ageInYears', 120, undefined],
    ['ageInYears', -1, 'La edad debe estar entre 0 y 120 años'],
    ['ageInYears', 121, 'La edad debe estar entre 0 y 120 años'],
  ])('should judge %s %s', (field, value, message) => {
    expect(firstMessageAt(schema.safeParse({ ...population, [field]: value }), field)).toBe(message);
  });
});

describe("vaccines: the standard code's system and code", () => {
  const vaccine = {
    vaccineName: 'Comirnaty',
    requiredDoses: 2,
    doseIntervalDays: 21,
    storageTemperature: '2 a 8 °C',
    manufacturerId: 1,
  };
  const schema = vaccines.schemas.create;
  const uriMessage = 'El sistema de códigos debe ser una URI, como http://snomed.info/sct';

  it.each([
    ['neither', {}],
    ['both empty', { codeSystem: '', code: '' }],
    ['both null', { codeSystem: null, code: null }],
    ['an http system without a path', { codeSystem: 'http://snomed.info', code: '1119349007' }],
    ['an https system with a path', { codeSystem: 'https://hl7.org/fhir/sid/cvx', code: '208' }],
    ['a urn system', { codeSystem: 'urn:oid:2.16.840.1.113883.12.292', code: '208' }],
  ])('should accept %s', (_case, code) => {
    expect(schema.safeParse({ ...vaccine, ...code }).success).toBe(true);
  });

  it.each([
    ['a system without a scheme', { codeSystem: 'snomed.info/sct', code: '1' }, 'codeSystem', uriMessage],
    ['a scheme after other letters', { codeSystem: 'xhttp://snomed.info', code: '1' }, 'codeSystem', uriMessage],
    ['http without a host', { codeSystem: 'http://', code: '1' }, 'codeSystem', uriMessage],
    ['a urn without its parts', { codeSystem: 'urn:oid:', code: '1' }, 'codeSystem', uriMessage],
    ['a code without its system', { code: '208' }, 'codeSystem', 'Indique el sistema de códigos del código'],
    [
      'a code beside an empty system',
      { codeSystem: '', code: '208' },
      'codeSystem',
      'Indique el sistema de códigos del código',
    ],
    [
      'a system without its code',
      { codeSystem: 'http://snomed.info/sct' },
      'code',
      'Indique el código de la vacuna en ese sistema',
    ],
    [
      'a system beside a null code',
      { codeSystem: 'http://snomed.info/sct', code: null },
      'code',
      'Indique el código de la vacuna en ese sistema',
    ],
  ])('should refuse %s', (_case, code, field, message) => {
    expect(firstMessageAt(schema.safeParse({ ...vaccine, ...code }), field)).toBe(message);
  });
});
