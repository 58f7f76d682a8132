import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import type { EntityBehaviour, Repository, Store, WriteContext } from '../../../engine/server';
import { FhirFailure } from '../fhir-failure';
import { importImmunization } from './immunization-import';
import { importEntries } from './import-entries';
import { importSession } from './import-session';
import { importPatient } from './patient-import';

/** A unique index's refusal on either database: another write stored the same row meanwhile. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Imports a transaction Bundle in one database transaction: its Patients first (each matched or
 * created), then its Immunizations (each a historical dose), whatever their order, so a dose
 * may reference a patient of a later entry. It all commits, or, at the first refusal, nothing
 * does: the refusal is the answer. Answers the `transaction-response` Bundle, an entry per
 * entry in the Bundle's order. Importing the same Bundle again matches every entry and
 * writes nothing.
 *
 * @example
 * const response = await importBundle({ store, repository, behaviours, user, base, body });
 */
export const importBundle = async (options: {
  store: Store;
  repository: Repository;
  behaviours: readonly EntityBehaviour[];
  user: WriteContext['user'];
  base: string;
  body: unknown;
}): Promise<Bundle> => {
  const entries = importEntries(options.body);
  try {
    return await options.store.db.transaction().execute(async (db) => {
      const session = await importSession({ ...options, db });
      const responses = new Map<number, BundleEntry>();
      for (const entry of entries) {
        if (entry.resourceType === 'Patient') responses.set(entry.place.index, await importPatient(session, entry));
      }
      for (const entry of entries) {
        if (entry.resourceType === 'Immunization') {
          responses.set(entry.place.index, await importImmunization(session, entry));
        }
      }
      return {
        resourceType: 'Bundle',
        type: 'transaction-response',
        entry: entries.map((entry) => responses.get(entry.place.index) ?? {}),
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new FhirFailure({
      status: 409,
      code: 'conflict',
      diagnostics: 'Otra escritura guardó los mismos datos mientras se importaba el paquete; envíelo de nuevo',
    });
  }
};
