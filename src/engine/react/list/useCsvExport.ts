import { useEffect, useRef, useState } from 'react';
import type { DownloadedFile } from '../../data-provider';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { saveFile } from './save-file';

export type CsvExport = {
  isExporting: boolean;
  /** Downloads the CSV; a second call while one runs does nothing. */
  start: () => Promise<void>;
};

/** Fetches a list's CSV with the session's token; the signal cancels it. */
export type CsvDownload = (signal: AbortSignal) => Promise<DownloadedFile>;

/**
 * The download of a list's CSV: `download` fetches it (an entity's through the data provider, a
 * ledger's recipients through the app's client), then the browser saves it under the server's
 * file name, and the message bar says so, or why it failed. Leaving the page cancels a download
 * under way.
 *
 * @example
 * const csv = useCsvExport((signal) => dataProvider.exportCsv(patients, { q: 'peña', signal }));
 * <button onClick={csv.start} aria-disabled={csv.isExporting}>Exportar CSV</button>
 */
export const useCsvExport = (download: CsvDownload): CsvExport => {
  const { notify } = useEngine();
  const [isExporting, setIsExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setIsExporting(true);
    try {
      const file = await download(controller.signal);
      saveFile(file.blob, file.fileName);
      notify.success(uiTexts.table.exported(file.fileName));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(failureMessage(error, uiTexts.failures.export));
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setIsExporting(false);
    }
  };

  return { isExporting, start };
};
