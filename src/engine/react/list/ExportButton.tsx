import { mdiFileDelimitedOutline, mdiLoading } from '@mdi/js';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { busyClass, buttonClass } from '../styles';
import { type CsvDownload, useCsvExport } from './useCsvExport';

export type ExportButtonProps = {
  /** Fetches the file: every row of the list's search, filters and sort, in that order. */
  download: CsvDownload;
  /** The button's words; 'Exportar CSV' unless given. */
  label?: string;
};

/**
 * A list's 'Exportar CSV': downloads every row of the list. While the file comes it says
 * 'Exportando...' and keeps the focus (`aria-disabled`, not `disabled`).
 *
 * @example
 * <ExportButton download={(signal) => dataProvider.exportCsv(patients, { q: 'peña', signal })} />
 */
export function ExportButton({ download, label = uiTexts.table.exportCsv }: ExportButtonProps) {
  const csv = useCsvExport(download);
  return (
    <button
      type="button"
      className={`${buttonClass.secondary} ${busyClass}`}
      aria-disabled={csv.isExporting}
      onClick={() => void csv.start()}
    >
      <Icon
        path={csv.isExporting ? mdiLoading : mdiFileDelimitedOutline}
        className={csv.isExporting ? 'size-5 animate-spin' : 'size-5'}
      />
      {csv.isExporting ? uiTexts.table.exporting : label}
    </button>
  );
}
