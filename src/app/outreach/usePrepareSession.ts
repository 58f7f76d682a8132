import { useCallback, useState } from 'react';
import { useEngine } from '../../engine/react';
import { notify } from '../notify/notify';
import { offlineTexts } from '../offline/texts';
import { isOnline } from '../outbox/app-outbox';
import { forgetSession } from './kept-data';
import { openOfflineDb } from './offline-db';
import { keepFoundPatients, prepareSession } from './prepare-session';
import { sessionSummary } from './session-summary';
import { useDeviceQuery } from './useDeviceQuery';

const texts = offlineTexts.session;

/**
 * 'Jornada sin conexión': the session kept on this device, preparing it for a centre, adding the
 * patients a search finds, and ending it (its reference data leaves the device). Each ending is
 * said in the message bar, and `message` keeps the last one beside the form.
 *
 * @example
 * const session = usePrepareSession();
 * await session.prepare({ id: 1, name: 'Centro de Salud Norte' });
 */
export const usePrepareSession = () => {
  const { dataProvider } = useEngine();
  const summary = useDeviceQuery(sessionSummary);
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const busy = useCallback(async (task: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await task());
    } catch (error) {
      console.error(error);
      setMessage(texts.failed);
      notify.error(texts.failed);
    } finally {
      setBusy(false);
    }
  }, []);

  const prepare = useCallback(
    (center: { id: number; name: string }) =>
      busy(async () => {
        const db = await openOfflineDb();
        if (!db || !isOnline()) throw new Error('Preparing a session needs the network and IndexedDB');
        const counts = await prepareSession({ db, dataProvider, center });
        notify.success(texts.done);
        return `${texts.done}. ${texts.counts(counts.patients, counts.batches)}`;
      }),
    [busy, dataProvider],
  );

  const addPatients = useCallback(
    (query: string) =>
      busy(async () => {
        const db = await openOfflineDb();
        if (!db || !isOnline()) throw new Error('Adding patients needs the network and IndexedDB');
        const { found } = await keepFoundPatients({ db, dataProvider, query });
        return texts.added(found);
      }),
    [busy, dataProvider],
  );

  const forget = useCallback(
    () =>
      busy(async () => {
        const db = await openOfflineDb();
        if (db) await forgetSession(db);
        notify.success(texts.forgotten);
        return texts.forgotten;
      }),
    [busy],
  );

  return { summary, isBusy, message, prepare, addPatients, forget };
};
