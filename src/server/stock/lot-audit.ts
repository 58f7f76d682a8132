import { appendAudit, type Db } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';

type LotValues = Readonly<Record<string, string | number | null>>;

/**
 * The trail's entry of a discard, a count or a recall: an update of the lot ('Modificado'),
 * with the fields it changed before and after, in the write's transaction.
 *
 * @example
 * await auditLotChange(db, { userId: 1, lotId: 7, before: { availableQuantity: 10 }, after: { availableQuantity: 8 } });
 */
export const auditLotChange = (
  db: Db,
  change: { userId: number; lotId: number; before: LotValues; after: LotValues },
) =>
  appendAudit(db, {
    userId: change.userId,
    entity: vaccineBatches.name,
    rowId: change.lotId,
    action: 'update',
    before: change.before,
    after: change.after,
  });
