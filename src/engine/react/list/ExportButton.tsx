import { mdiFileDelimitedOutline, mdiLoading } from '@mdi/js';
import type { ExportParams } from '../../data-provider';
import type { AnyEntity } from '../../entity';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { busyClass, buttonClass } from '../styles';
import { useCsvExport } from './useCsvExport';

export type ExportButtonProps = {
  entity: AnyEntity;
  /** The table's search, filters and sort: the file has every row they select, in that order. */
  params: Omit<ExportParams, 'signal'>;
};

/**
 * The Gestión table's 'Exportar CSV': downloads every row of the current search, filters and
 * sort. While the file comes it says 'Exportando...' and keeps the focus (`aria-disabled`,
 * not `disabled`); nothing is shown when the role may not read the entity.
 *
 * @example
 * <ExportButton entity={patients} params={{ q: 'peña', sort: 'lastname', order: 'asc' }} />
 */
export function ExportButton({ entity, params }: ExportButtonProps) {
  const csv = useCsvExport(entity, params);
  if (!csv.canExport) return null;
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
      {csv.isExporting ? uiTexts.table.exporting : uiTexts.table.exportCsv}
    </button>
  );
}
