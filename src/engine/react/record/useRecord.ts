import type { AnyEntity, EntityRow } from '../../contract/entity';
import { ApiError } from '../../data-provider';
import { useOneQuery } from '../useOneQuery';

export type RecordState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: Error; retry: () => void }
  | { kind: 'ready'; row: EntityRow };

/**
 * The record a view shows, by the id its path holds (`'4'` of `/lotes/4`), as one of the view's
 * states: an id that is no id, or a row the server does not have (404), is not found; any write
 * elsewhere reloads it (every engine query is refreshed after a write).
 *
 * @example
 * const record = useRecord(vaccineBatches, '4');
 * if (record.kind === 'ready') record.row.batchNumber;
 */
export const useRecord = (entity: AnyEntity, idParam: string | undefined): RecordState => {
  const id = idParam !== undefined && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const query = useOneQuery(entity, id);
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return { kind: 'notFound' };
  if (query.error) return { kind: 'failed', error: query.error, retry: () => void query.refetch() };
  return query.data ? { kind: 'ready', row: query.data } : { kind: 'loading' };
};
