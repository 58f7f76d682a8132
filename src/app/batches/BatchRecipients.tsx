import type { EntityRow } from '../../engine';
import { ExportButton, entityKeys, ListView, useListController } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { BatchSection } from './BatchSection';
import { recipientColumns } from './recipient-columns';
import { downloadBatchRecipients, fetchBatchRecipients, recipientsPageSize } from './recipients-api';
import { batchTexts } from './texts';

const texts = batchTexts.recipients;

/**
 * The people who received an active dose of the lot (a recalled lot's are those to call), the
 * latest first, a page at a time, with a CSV of all of them.
 */
export const BatchRecipients = ({ batch }: { batch: EntityRow }) => {
  const list = useListController({
    queryKey: [...entityKeys.one(vaccineBatches, batch.id), 'recipients'],
    fetchPage: ({ page, pageSize }, signal) => fetchBatchRecipients({ batchId: batch.id, page, pageSize, signal }),
    rowId: (recipient) => String(recipient.appliedDoseId),
    pageSize: recipientsPageSize,
  });
  return (
    <BatchSection
      title={texts.heading}
      intro={texts.intro}
      action={<ExportButton label={texts.exportCsv} download={(signal) => downloadBatchRecipients(batch.id, signal)} />}
    >
      <ListView
        list={list}
        columns={recipientColumns}
        caption={texts.caption(String(batch.batchNumber ?? ''))}
        texts={texts}
        pager={{ label: texts.pages, count: texts.count }}
      />
    </BatchSection>
  );
};
