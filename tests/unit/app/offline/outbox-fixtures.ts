import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { OutboxEntry } from '../../../../src/app/outbox/outbox-entry';
import type { SendResult } from '../../../../src/app/outbox/send-result';
import { createOfflineDb, type OfflineDb } from '../../../../src/app/outreach/offline-db';
import type { EntityRow, FormValues } from '../../../../src/engine';

let databases = 0;

/** A fresh offline database on fake-indexeddb, named apart from every other test's. */
export const testDb = (name = `outbox-test-${++databases}-${Date.now()}`): OfflineDb =>
  createOfflineDb(name, { indexedDB, IDBKeyRange });

/** The database of `name` opened again, as after a reload or a browser restart. */
export const reopened = (db: OfflineDb): OfflineDb => {
  db.close();
  return testDb(db.name);
};

export const patientValues = (lastname: string): FormValues => ({
  firstName: 'Ana',
  lastname,
  identityDocument: '40123987',
  dateOfBirth: '1990-03-10',
  age: '36',
  address: 'Avenida Grau 450',
  mobilePhone: '51955555557',
  email: 'ana@gmail.com',
  isChild: false,
});

export const doseValues = (patientId: number, batch = 2): FormValues => ({
  patientId,
  vaccineBatchId: batch,
  vaccinationCenterId: 1,
  applyingUserId: 2,
  doseNumber: 1,
  isHistorical: false,
});

type Answer = SendResult | ((entry: OutboxEntry, values: FormValues) => SendResult);

/**
 * A stand-in for the API with its idempotency: the first write of a key is stored and answered
 * 201 (or with the scripted answer of its turn); the same key again answers the stored row
 * without writing. `answers` scripts the answers in order of the sends (a function may look at
 * the entry); an unscripted send is written. `isAnswerLost` drops the answer of that send after
 * the write, as a cut connection would.
 */
export const fakeApi = (options: { answers?: Answer[]; isAnswerLost?: (send: number) => boolean } = {}) => {
  const rows = new Map<string, EntityRow>();
  const sent: { key: string; kind: string; values: FormValues }[] = [];
  let nextId = 500;
  const send = async (entry: OutboxEntry, values: FormValues): Promise<SendResult> => {
    sent.push({ key: entry.idempotencyKey, kind: entry.kind, values });
    const scripted = options.answers?.[sent.length - 1];
    const answer = typeof scripted === 'function' ? scripted(entry, values) : scripted;
    if (answer && !(answer.kind === 'answered' && answer.status < 300)) return answer;
    const row = rows.get(entry.idempotencyKey) ?? { ...values, id: nextId++, isActive: true };
    rows.set(entry.idempotencyKey, row);
    if (options.isAnswerLost?.(sent.length)) return { kind: 'unreachable' };
    return { kind: 'answered', status: 201, row, message: '', fieldErrors: {} };
  };
  return { send, rows, sent };
};

export const answered = (status: number, message = ''): SendResult => ({
  kind: 'answered',
  status,
  row: null,
  message,
  fieldErrors: {},
});

export const unreachable: SendResult = { kind: 'unreachable' };
