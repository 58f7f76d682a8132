import { sql } from 'kysely';
import { normalizeSearch } from '../../engine';
import { type Dialect, readId } from '../../engine/server';
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
 * The id a reference parameter names (`partof=2` or `partof=Organization/2`), undefined when
 * absent; 400 when it names no id of that type.
 *
 * @example
 * referenceParamOf({ name: 'partof', type: 'Organization', what: 'una unidad organizativa', text: 'Organization/2' }) // 2
 */
export const referenceParamOf = (param: { name: string; type: string; what: string; text: string | undefined }) => {
  const { name, type, what, text } = param;
  if (text === undefined || text === '') return undefined;
  const reading = readId(text.startsWith(`${type}/`) ? text.slice(type.length + 1) : text);
  if ('id' in reading) return reading.id;
  throw invalidParam(name, `El parámetro ${name} debe ser el id de ${what} (7 o ${type}/7)`);
};

/**
 * The patient a search names (`patient=7` or `patient=Patient/7`), by id; 400 without one.
 *
 * @example
 * patientParamOf('Patient/7') // 7
 */
export const patientParamOf = (text: string | undefined) => {
  const id = referenceParamOf({ name: 'patient', type: 'Patient', what: 'un paciente', text });
  if (id === undefined) throw invalidParam('patient', 'El parámetro patient es requerido');
  return id;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * FHIR's string search on a column, one condition per value given (repeated, all must hold):
 * the column starts with the value, without accents or case, folded as the lists' search box
 * folds; blank values ask nothing. The fold is computed on each row the rest of the query
 * leaves (no index holds it): meant for the network's tables (units, centres), not the patients.
 *
 * @example
 * startsWithConditions(store.dialect, 'u.name', ['region']) // [fold("u"."name") LIKE 'region%' ESCAPE '\']
 */
export const startsWithConditions = (dialect: Dialect, column: string, values: readonly string[]) =>
  values
    .map((value) => normalizeSearch(value.trim()))
    .filter((prefix) => prefix !== '')
    .map((prefix) => sql<boolean>`${dialect.fold(sql.ref(column))} LIKE ${`${escapeLike(prefix)}%`} ESCAPE '\\'`);
