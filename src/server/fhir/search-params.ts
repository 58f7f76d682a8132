import { readId } from '../../engine/server';
import { FhirFailure } from './fhir-failure';
import { defaultCount, maxCount } from './searchset';

/** A 400 for a search parameter the API cannot read, naming it. */
export const invalidParam = (name: string, diagnostics: string) =>
  new FhirFailure({ status: 400, code: 'value', diagnostics, expression: name });

/**
 * A page's size from `_count`: 20 when absent, 1 to 100 otherwise.
 *
 * @example
 * countOf('50') // 50
 */
export const countOf = (text: string | undefined) => {
  if (text === undefined) return defaultCount;
  const count = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  if (count < 1 || count > maxCount) {
    throw invalidParam('_count', `El parámetro _count debe ser un número entero entre 1 y ${maxCount}`);
  }
  return count;
};

/**
 * A positive whole number of a paging parameter (`_page`, `_cursor`), `fallback` when absent.
 *
 * @example
 * positiveOf('_page', '3', 1) // 3
 */
export const positiveOf = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  throw invalidParam(name, `El parámetro ${name} debe ser un número entero positivo`);
};

/**
 * The patient a search names (`patient=7` or `patient=Patient/7`), by id; 400 without one.
 *
 * @example
 * patientParamOf('Patient/7') // 7
 */
export const patientParamOf = (text: string | undefined) => {
  if (text === undefined || text === '') throw invalidParam('patient', 'El parámetro patient es requerido');
  const reading = readId(text.replace(/^Patient\//, ''));
  if ('id' in reading) return reading.id;
  throw invalidParam('patient', 'El parámetro patient debe ser el id de un paciente (7 o Patient/7)');
};
