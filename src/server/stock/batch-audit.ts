import { appendAudit, type Db } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';

type BatchValues = Readonly<Record<string, string | number | null>>;

/**
 * The trail's entry of a discard, a count or a recall: an update of the lot ('Modificado'),
 * with the fields it changed before and after, in the write's transaction.
 *
 * @example
 * await auditLotChange(db, { userId: 1, lotId: 7, before: { availableQuantity: 10 }, after: { availableQuantity: 8 } });
 */
export const auditBatchChange = (
  db: Db,
  change: { userId: number; batchId: number; before: BatchValues; after: BatchValues },
) =>
  appendAudit(db, {
    userId: change.userId,
    entity: vaccineBatches.name,
    rowId: change.batchId,
    action: 'update',
    before: change.before,
    after: change.after,
  });
