import { useMemo } from 'react';
import type { EntityRow } from '../../engine';
import { entityKeys, ListView, useListController } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { BatchSection } from './BatchSection';
import { movementColumns } from './movement-columns';
import { fetchBatchMovements, movementsPageSize } from './movements-api';
import { batchTexts } from './texts';
import { useUserNames } from './useUserNames';

const texts = batchTexts.ledger;

/**
 * A lot's ledger on its page: its movements newest first, each with the balance it left and who
 * wrote it, a page at a time; any write elsewhere reloads it (it is one of the engine's queries).
 */
export const BatchLedger = ({ batch }: { batch: EntityRow }) => {
  const list = useListController({
    queryKey: [...entityKeys.one(vaccineBatches, batch.id), 'movements'],
    fetchPage: ({ page, pageSize }, signal) => fetchBatchMovements({ batchId: batch.id, page, pageSize, signal }),
    rowId: (movement) => String(movement.id),
    pageSize: movementsPageSize,
  });
  const userNames = useUserNames(list.rows);
  const columns = useMemo(() => movementColumns(userNames.names), [userNames.names]);
  const batchNumber = String(batch.batchNumber ?? '');
  return (
    <BatchSection title={texts.heading} intro={texts.intro}>
      <ListView
        list={{ ...list, isPending: list.isPending || userNames.isPending }}
        columns={columns}
        caption={texts.caption(batchNumber)}
        texts={texts}
        pager={{ label: texts.pages, count: texts.count }}
      />
    </BatchSection>
  );
};
