import type { AnyEntity } from '../entity';
import { maxStoredInteger } from '../rules/limits';
import { invalidData } from './api-error';
import { readId } from './ids';
import type { ListOptions } from './repository';

/** The most rows `?limit=` may ask for: a search box's page of options, not an export. */
export const maxListLimit = 500;

const booleans: Readonly<Record<string, number>> = { true: 1, false: 0 };

/**
 * The list options of a GET from its query string: `q` (words searched), `limit` (the first
 * 1 to 500 rows by id) and equality filters on the entity's boolean and reference fields,
 * such as `?isChild=false` or `?countryId=3`. Other parameters are ignored; a bad value
 * answers 400 with a Spanish message.
 *
 * @example
 * listQuery(patients, { q: 'pena', isChild: 'false', limit: '50' })
 * // { q: 'pena', limit: 50, where: { isChild: 0 } }
 */
export const listQuery = (entity: AnyEntity, query: Readonly<Record<string, string>>): ListOptions => {
  const errors: Record<string, string> = {};
  const where: Record<string, number> = {};
  for (const field of entity.fields) {
    const text = query[field.name];
    if (text === undefined) continue;
    if (field.kind === 'boolean') {
      if (text in booleans) where[field.name] = booleans[text];
      else errors[field.name] = `${field.label}: use true o false`;
    } else if (field.kind === 'reference') {
      const reading = readId(text);
      if ('id' in reading) where[field.name] = reading.id;
      else errors[field.name] = `${field.label}: debe ser un identificador numérico entre 1 y ${maxStoredInteger}`;
    }
  }
  let limit: number | undefined;
  if (query.limit !== undefined) {
    limit = /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : 0;
    if (limit < 1 || limit > maxListLimit) {
      errors.limit = `El límite debe ser un número entero entre 1 y ${maxListLimit}`;
    }
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  return { q: query.q, limit, where };
};
