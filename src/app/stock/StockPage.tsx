import { mdiPackageVariantClosed } from '@mdi/js';
import { ExportButton, ListView } from '../../engine/react';
import { PageHeader } from '../ui/PageHeader';
import { CloseSessionButton } from './CloseSessionButton';
import { StockFilters } from './StockFilters';
import { stockColumns } from './stock-columns';
import { stockTexts as texts } from './texts';
import { useStockPage } from './useStockPage';

/**
 * `/existencias` (admin and health staff): the stock of each place of the account's part of the
 * network, per lot, in vials and doses (its open vial too), stores first then earliest expiry
 * first, a page at a time; filtered by place, vaccine and lot, with 'Exportar CSV de existencias'
 * (every row of the filters, the server's CSV) and, when it shows one centre, 'Cerrar jornada'.
 */
export const StockPage = () => {
  const stock = useStockPage();
  return (
    <div>
      <PageHeader title={texts.title} subtitle={texts.subtitle}>
        <div className="flex flex-wrap gap-3">
          <CloseSessionButton session={stock.session} />
          <ExportButton label={texts.exportCsv} download={stock.download} />
        </div>
      </PageHeader>
      <StockFilters filters={stock.filters} places={stock.places} vaccines={stock.vaccines} batches={stock.batches} />
      <ListView
        list={stock.list}
        columns={stockColumns}
        caption={texts.caption}
        texts={texts}
        pager={{ label: texts.pages, count: texts.count }}
        emptyIcon={mdiPackageVariantClosed}
      />
    </div>
  );
};
