import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FormValues } from '../../engine';
import { entryOf } from '../outbox/outbox';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { openOfflineDb } from '../outreach/offline-db';
import { endCorrection, startCorrection } from './correction-store';
import { correctionParam } from './offline-path';

/** The refused entry the dose form reopened, with the values its form starts from. */
export type Correction = { entry: OutboxEntry; values: FormValues };

/**
 * The entry 'Corregir' reopened the dose form on (`?corregir=<client id>`): undefined while it is
 * read, null when there is none (or it is no longer refused). While the form is open the next save
 * of its kind replaces the entry (correction-store.ts). A dose's patient registered offline and
 * confirmed since is named by the server's id.
 *
 * @example
 * const correction = useCorrection(); // { entry, values } on /formulario-dosis?corregir=6f1c…
 */
export const useCorrection = (): Correction | null | undefined => {
  const [params] = useSearchParams();
  const clientId = params.get(correctionParam);
  const [correction, setCorrection] = useState<Correction | null | undefined>(clientId ? undefined : null);
  useEffect(() => {
    if (!clientId) {
      setCorrection(null);
      return;
    }
    let isCurrent = true;
    void (async () => {
      const db = await openOfflineDb();
      const entry = db ? await entryOf(db, clientId) : undefined;
      if (!isCurrent) return;
      if (!db || entry?.status !== 'refused') {
        setCorrection(null);
        return;
      }
      const patient = entry.patientClientId ? await entryOf(db, entry.patientClientId) : undefined;
      const patientId = patient?.status === 'sent' ? patient.serverId : entry.values.patientId;
      startCorrection(entry.clientId, entry.kind);
      setCorrection({ entry, values: entry.kind === 'dose' ? { ...entry.values, patientId } : entry.values });
    })();
    return () => {
      isCurrent = false;
      endCorrection();
    };
  }, [clientId]);
  return correction;
};
