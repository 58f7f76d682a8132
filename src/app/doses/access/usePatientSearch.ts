import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Reference, referenceOptionsOf } from '../../../engine';
import { type OptionLoader, type SearchOption, searchOptionsLimit, useEngine } from '../../../engine/react';
import { isOnline } from '../../outbox/app-outbox';
import { useSyncStore } from '../../outbox/sync-store';
import { isUnreachable } from '../../outreach/offline-reads';
import { lookUpPatients } from './patient-access-api';
import { lookedUpOption, looksLikeDocument, type PatientToOpen, patientToOpen } from './patient-to-open';

export type PatientSearch = {
  load: OptionLoader;
  loadKey: QueryKey;
  /** The patient of another centre an option stands for; undefined for one of the user's own. */
  outsideOf: (option: SearchOption) => PatientToOpen | undefined;
  /** Whether the last search was a document that found nobody here, offline: the lookup needs a network. */
  needsNetwork: boolean;
};

/**
 * The dose form's patient search: the user's own patients by the server's `?q=` search (kept on
 * the device offline); when a document as the register's rule has it finds none of them, the
 * patients of the whole country with that document (`/patients/lookup`), those of another centre
 * saying so. The lookup needs the network: offline, `needsNetwork` is set for the box to say
 * so instead of 'Sin resultados', and nothing waits for an answer that cannot come.
 *
 * @example
 * const search = usePatientSearch(field.reference);
 * <SearchCombobox load={search.load} loadKey={search.loadKey} ... />
 */
export const usePatientSearch = (reference: Reference): PatientSearch => {
  const { dataProvider, registry } = useEngine();
  const isDeviceOnline = useSyncStore((state) => state.isOnline);
  const outside = useRef(new Map<number, PatientToOpen>());
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const load = useCallback<OptionLoader>(
    async (q, signal) => {
      const { items } = await dataProvider.getList(registry.get(reference.entity), {
        q,
        filter: reference.where,
        pageSize: searchOptionsLimit,
        signal,
      });
      const own = referenceOptionsOf(items, reference);
      const isLookedUp = own.length === 0 && looksLikeDocument(q);
      setNeedsNetwork(isLookedUp && !isOnline());
      if (!isLookedUp || !isOnline()) return own;
      try {
        const found = await lookUpPatients({ identityDocument: q, signal });
        for (const patient of found) {
          if (patient.isInScope) outside.current.delete(patient.id);
          else outside.current.set(patient.id, patientToOpen(patient));
        }
        return found.map(lookedUpOption);
      } catch (error) {
        if (!isUnreachable(error, signal)) throw error;
        setNeedsNetwork(true);
        return own;
      }
    },
    [dataProvider, registry, reference],
  );
  // Online or not, a document is searched again: the lookup is only asked with a network.
  const loadKey = useMemo(
    () => [reference.entity, 'dose-form-search', { isOnline: isDeviceOnline }],
    [reference, isDeviceOnline],
  );
  const outsideOf = useCallback((option: SearchOption) => outside.current.get(option.value), []);
  return { load, loadKey, outsideOf, needsNetwork: needsNetwork && !isDeviceOnline };
};
