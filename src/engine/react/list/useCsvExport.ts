import { useEffect, useRef, useState } from 'react';
import type { ExportParams } from '../../data-provider';
import type { AnyEntity } from '../../entity';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { saveFile } from './save-file';

export type CsvExport = {
  /** The role may read the entity. */
  canExport: boolean;
  isExporting: boolean;
  /** Downloads the CSV of every row of the list; a second call while one runs does nothing. */
  start: () => Promise<void>;
};

/**
 * The download of a table's CSV: the data provider fetches it with the session's token, then
 * the browser saves it under the server's file name; a failure is told in the message bar.
 * Leaving the page cancels a download under way.
 *
 * @example
 * const csv = useCsvExport(patients, { q: 'peña', sort: 'lastname', order: 'asc' });
 * <button onClick={csv.start} aria-disabled={csv.isExporting}>Exportar CSV</button>
 */
export const useCsvExport = (entity: AnyEntity, params: Omit<ExportParams, 'signal'>): CsvExport => {
  const { dataProvider, notify, can } = useEngine();
  const [isExporting, setIsExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setIsExporting(true);
    try {
      const file = await dataProvider.exportCsv(entity, { ...params, signal: controller.signal });
      saveFile(file.blob, file.fileName);
      notify.success(uiTexts.table.exported(file.fileName));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(failureMessage(error, uiTexts.failures.export));
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setIsExporting(false);
    }
  };

  return { canExport: can(entity, 'read'), isExporting, start };
};
