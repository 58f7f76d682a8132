import type { EntityRow } from '../../engine';

/** The rows remembered at most, the oldest forgotten first. */
const limit = 500;

/**
 * The rows the pages read lately, in memory, by entity and id: what a new outbox entry names
 * (its patient, its lot) is summarised from them without asking the server again.
 *
 * @example
 * const recent = createRecentRows();
 * recent.remember('patients', items);
 * recent.find('patients', 9); // { id: 9, firstName: 'Ana', ... }
 */
export const createRecentRows = () => {
  const rows = new Map<string, EntityRow>();
  return {
    remember: (entity: string, found: readonly EntityRow[]) => {
      for (const row of found) {
        const key = `${entity}:${row.id}`;
        rows.delete(key);
        rows.set(key, row);
      }
      for (const key of rows.keys()) {
        if (rows.size <= limit) break;
        rows.delete(key);
      }
    },
    find: (entity: string, id: number): EntityRow | null => rows.get(`${entity}:${id}`) ?? null,
  };
};
