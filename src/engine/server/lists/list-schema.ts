import type { AnyEntity } from '../../contract/entity';
import type { Store } from '../schema/database';
import { tableOf } from '../schema/tables';
import { syncRowCounter } from './row-counts';
import { createSortIndexes } from './sort-indexes';

/**
 * What paged lists need of an entity's table, made at start-up: the sort indexes and the
 * database-kept count of active rows.
 *
 * @example
 * await syncListSchema({ store, entity: patients, entities });
 */
export const syncListSchema = async (options: { store: Store; entity: AnyEntity; entities: readonly AnyEntity[] }) => {
  await createSortIndexes(options.store, options.entity, options.entities);
  await syncRowCounter(options.store, tableOf(options.entity));
};
