import type { FormValues } from '../../engine';

/** What an entry registers: a new patient, or a dose. */
export type OutboxKind = 'patient' | 'dose';

/** 'pending' until the server answers; then 'sent' (it confirmed) or 'refused' (it said why not). */
export type OutboxStatus = 'pending' | 'sent' | 'refused';

/**
 * A registration kept on the device until the server confirms it. Its `clientId` names it for
 * good (a dose for a patient registered offline points at the patient's); `idempotencyKey` is
 * what it is sent under: the client id at first, a new key once a refused entry is corrected.
 */
export type OutboxEntry = {
  /** Order of arrival (IndexedDB's auto-increment): entries are sent first in, first out. */
  seq?: number;
  clientId: string;
  idempotencyKey: string;
  kind: OutboxKind;
  status: OutboxStatus;
  /** The form's values, as the API takes them. */
  values: FormValues;
  /** A patient registered offline: the stand-in id the forms choose them by until the server gives its own. */
  localId: number | null;
  /** A dose for a patient registered offline: that patient entry's client id. */
  patientClientId: string | null;
  /** The dose's vaccine: a refused dose holds back the later ones of the same patient and vaccine. */
  vaccineId: number | null;
  /** How the entry reads in 'Registros sin conexión'. */
  summary: string;
  createdAt: string;
  /** Failed attempts (no answer, 5xx, 408, 429) since the last answer. */
  attempts: number;
  /** Epoch ms before which the entry is not tried again, unless the user asks. */
  nextAttemptAt: number;
  /** The server's reason for a refusal, in Spanish. */
  message: string | null;
  /** The id the server gave the row. */
  serverId: number | null;
  sentAt: string | null;
};

/** What a form hands over when the user presses the save button. */
export type EntryDraft = Pick<OutboxEntry, 'kind' | 'values' | 'patientClientId' | 'vaccineId' | 'summary'>;

/**
 * Ids from here up stand for patients registered on this device and not confirmed yet: valid
 * ids to the forms' schemas (at most 2^31 - 1), far beyond any row the server holds (its bench
 * stores 1,000,000 patients).
 */
export const localIdBase = 2_000_000_000;

/**
 * Whether an id is a stand-in for a patient registered on this device.
 *
 * @example
 * isLocalId(2_000_000_003) // true
 */
export const isLocalId = (id: unknown): id is number => typeof id === 'number' && id > localIdBase;

/**
 * The patient an entry is about: a registered patient's id, or the client id of one registered
 * on this device.
 *
 * @example
 * patientRefOf({ kind: 'dose', patientClientId: null, values: { patientId: 9 } }) // 'id:9'
 */
export const patientRefOf = (entry: Pick<OutboxEntry, 'kind' | 'clientId' | 'patientClientId' | 'values'>) => {
  if (entry.kind === 'patient') return entry.clientId;
  return entry.patientClientId ?? `id:${String(entry.values.patientId)}`;
};

/**
 * What a refused entry holds back: a patient's later doses, or a dose's later doses of the same
 * patient and vaccine.
 *
 * @example
 * holdKeyOf({ kind: 'dose', patientClientId: null, values: { patientId: 9 }, vaccineId: 4 }) // 'id:9|4'
 */
export const holdKeyOf = (
  entry: Pick<OutboxEntry, 'kind' | 'clientId' | 'patientClientId' | 'values' | 'vaccineId'>,
): string => (entry.kind === 'patient' ? entry.clientId : `${patientRefOf(entry)}|${entry.vaccineId ?? '?'}`);
