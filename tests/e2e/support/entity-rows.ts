import fc from 'fast-check';
import { entities } from '../../../src/app/registry';
import { type AnyEntity, isRouteBacked } from '../../../src/engine/contract/entity';
import { validPayload } from '../../../src/engine/testing/schema-arbitraries';
import { apiAs } from './api';
import { routeBackedRows } from './supply-rows';

type Page = { items: { id: number }[]; total: number };

/** Tries before giving up: a sample may break a rule only the server knows (a unique name taken). */
const attempts = 5;

const entityNamed = (name: string) => {
  const entity = entities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`No entity named ${name}`);
  return entity;
};

/**
 * The id of an active row of `entity`, made through the API as the admin when it has none: a
 * payload its create schema accepts (the property tests' generator), each reference pointing to
 * a row of its target, made the same way. A page that must show a row (a dialog, a table's
 * buttons) then shows one, for any entity, the recipe's new one included. A route-backed entity's
 * row is made by its own maker (`routeBackedRows`).
 *
 * @example
 * await ensureRow(campaigns);
 * await openTable(page, '/campanas');
 */
export const ensureRow = async (entity: AnyEntity): Promise<number> => {
  const api = await apiAs('admin');
  const first = await api<Page>('GET', `${entity.path}?page=1&pageSize=1`);
  if (first.items[0]) return first.items[0].id;
  if (isRouteBacked(entity)) {
    const make = routeBackedRows[entity.name];
    if (!make) throw new Error(`No maker of a ${entity.name} row in tests/e2e/support/supply-rows.ts`);
    return make();
  }
  const references: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of entity.fields) {
    if (field.reference) references[field.name] = fc.constant(await ensureRow(entityNamed(field.reference.entity)));
  }
  const samples = fc.sample(validPayload(entity.schemas.create, references), attempts);
  let lastRefusal = '';
  for (const payload of samples) {
    try {
      return (await api<{ id: number }>('POST', entity.path, payload)).id;
    } catch (error) {
      lastRefusal = error instanceof Error ? error.message : String(error);
    }
  }
  throw new Error(`Could not make a row of ${entity.name} in ${attempts} tries: ${lastRefusal}`);
};
