import { useParams } from 'react-router-dom';
import { recordViewOf } from '../../engine';
import { RecordView } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { PageTitle } from '../ui/PageTitle';
import { BatchLedger } from './BatchLedger';
import { BatchRecipients } from './BatchRecipients';

const detail = recordViewOf(vaccineBatches);

/**
 * A lot's page (/lotes/:id, the admin's, opened from its row in /lotes; its config's record
 * view): the engine's record view (its figures, 'Dar de baja', 'Conteo físico' and 'Retirar lote'),
 * then its ledger and the people vaccinated with it.
 */
export const BatchPage = () => {
  const { id } = useParams();
  return (
    <RecordView
      entity={vaccineBatches}
      id={id}
      figures={detail?.figures}
      pageTitle={(title) => <PageTitle title={title} />}
    >
      {(batch) => (
        <>
          <BatchLedger batch={batch} />
          <BatchRecipients batch={batch} />
        </>
      )}
    </RecordView>
  );
};
