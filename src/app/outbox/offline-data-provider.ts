import {
  type AnyEntity,
  ApiError,
  type DataProvider,
  type EntityRow,
  type FormValues,
  type ListParams,
  type ListResult,
} from '../../engine';
import { patients } from '../../entities/patients';
import type { Connectivity } from '../connectivity/connectivity';
import { addKeptRows, currentSession } from '../outreach/kept-data';
import { localList } from '../outreach/local-list';
import type { OfflineDb } from '../outreach/offline-db';
import { isKeptEntity, isUnreachable, nothingKept, readList, readOne } from '../outreach/offline-reads';
import { offlineRowsOf } from '../outreach/offline-rows';
import { createRecentRows } from '../outreach/recent-rows';
import { answerInTime } from './answer-in-time';
import { draftOf, type FindRow } from './entry-draft';
import { addEntry, allEntries, correctEntry, entryOf, removeEntry } from './outbox';
import { isLocalId, type OutboxEntry, type OutboxKind } from './outbox-entry';
import type { OutboxSync } from './outbox-sync';

export type OfflineProviderOptions = {
  /** The API. */
  base: DataProvider;
  openDb: () => Promise<OfflineDb | null>;
  sync: Pick<OutboxSync, 'run'>;
  connectivity: Pick<Connectivity, 'isOnline' | 'whenOffline'>;
  /** How long a create waits for the server's answer before it is kept on the device (8 s). */
  answerWaitMs?: number;
  /** The refused entry the open form corrects, if its kind is `kind`, and the end of that correction. */
  correction: { of: (kind: OutboxKind) => string | null; end: () => void };
  /** Told when a create was kept on the device without the server's answer. */
  onKept: (entry: OutboxEntry) => void;
  /** The entities by name, for the rows a new entry names (its patient, its lot). */
  entityNamed: (name: string) => AnyEntity | undefined;
};

const kinds: Readonly<Record<string, OutboxKind>> = { patients: 'patient', 'applied-doses': 'dose' };

const defaultAnswerWaitMs = 8_000;
/** The similar-patients check before a registration waits less: without its answer the form goes on. */
const similarWaitMs = 3_000;

/**
 * The API as the app's pages use it, made to work without a network. A new patient or dose is
 * written to the outbox first, then the outbox is sent (this entry after those before it): the
 * server's row comes back as usual, a refusal goes back to the open form (and leaves the
 * outbox), and no answer leaves the entry on the device, answered with a stand-in row. Reads of
 * the entities an outreach session keeps fall back to the device without a network (and the
 * patients found online join the session's); the similar-patients check is skipped offline, and
 * not waited for past a few seconds.
 * Without IndexedDB it is the API alone.
 *
 * @example
 * const dataProvider = createOfflineDataProvider({ base, openDb, sync, isOnline, correction, onKept, entityNamed });
 */
export const createOfflineDataProvider = (options: OfflineProviderOptions): DataProvider => {
  const { base, openDb, sync, connectivity } = options;
  const { isOnline } = connectivity;
  const answerWaitMs = options.answerWaitMs ?? defaultAnswerWaitMs;

  const recent = createRecentRows();
  const remembered = <T extends EntityRow | EntityRow[] | ListResult>(entity: AnyEntity, answer: T): T => {
    const rows: readonly EntityRow[] = Array.isArray(answer)
      ? answer
      : isListResult(answer)
        ? answer.items
        : [answer as EntityRow];
    recent.remember(entity.name, rows);
    return answer;
  };

  /** A row a new entry names, from what the pages read lately or what the device keeps; never a new request. */
  const findRow: FindRow = async (name, id) => {
    const db = await openDb();
    const entity = options.entityNamed(name);
    if (!entity) return null;
    return recent.find(name, id) ?? (db && (await readOne(db, entity, id)));
  };

  const create: DataProvider['create'] = async (entity, values, createOptions) => {
    const kind = kinds[entity.name];
    const db = kind && (await openDb());
    if (!kind || !db) return base.create(entity, values, createOptions);
    const formValues = values as FormValues;
    const draft = await draftOf({ db, kind, values: formValues, findRow });
    const correcting = options.correction.of(kind);
    const corrected = correcting ? await entryOf(db, correcting) : undefined;
    if (corrected) await correctEntry(db, corrected.clientId, draft);
    const entry = corrected ? { ...corrected, ...draft } : await addEntry(db, draft);
    const sending = isOnline() ? sync.run({ isForced: true }) : Promise.resolve(null);
    // A send that outlives the wait ends in the outbox alone: its failure is the outbox's to show.
    sending.catch(() => {});
    const result = await answerInTime({ work: sending, connectivity, waitMs: answerWaitMs });
    const row = result?.rows.get(entry.clientId);
    if (corrected && !result?.refusals.has(entry.clientId)) options.correction.end();
    if (row) return row;
    const refusal = result?.refusals.get(entry.clientId);
    if (refusal) {
      // The open form shows the refusal on its fields; only a correction stays listed as refused.
      if (!corrected) await removeEntry(db, entry.clientId);
      throw new ApiError({ status: refusal.status, message: refusal.message, fieldErrors: refusal.fieldErrors });
    }
    const kept = (await entryOf(db, entry.clientId)) ?? entry;
    options.onKept(kept);
    return standInRow(kept);
  };

  const getList: DataProvider['getList'] = async (entity, params) => {
    if (!isKeptEntity(entity)) return base.getList(entity, params);
    if (isOnline()) {
      try {
        const result = remembered(entity, await base.getList(entity, params));
        return entity.name === 'patients' ? withDevicePatients(result, params) : result;
      } catch (error) {
        if (!isUnreachable(error, params?.signal)) throw error;
      }
    }
    const db = await openDb();
    const local = db && (await readList(db, entity, params));
    if (!local) throw nothingKept();
    return local;
  };

  /** Online, the patients found join the session's, and those registered here and not confirmed are found too. */
  const withDevicePatients = async (result: ListResult, params: ListParams = {}) => {
    const db = await openDb();
    if (!db) return result;
    if (await currentSession(db)) await addKeptRows(db, 'patients', result.items);
    const entries = (await allEntries(db)).filter((entry) => entry.status !== 'sent');
    const unconfirmed = offlineRowsOf({ entity: 'patients', kept: [], entries, takenAt: null });
    if (unconfirmed.length === 0) return result;
    const found = localList(patients, unconfirmed, { ...params, page: 1 });
    return { ...result, items: [...result.items, ...found.items], total: result.total + found.total };
  };

  const getOne: DataProvider['getOne'] = async (entity, id, readOptions) => {
    if (!isKeptEntity(entity)) return base.getOne(entity, id, readOptions);
    if (isOnline() && !isLocalId(id)) {
      try {
        return remembered(entity, await base.getOne(entity, id, readOptions));
      } catch (error) {
        if (!isUnreachable(error, readOptions?.signal)) throw error;
      }
    }
    const db = await openDb();
    const row = db && (await readOne(db, entity, id));
    if (!row) throw nothingKept();
    return row;
  };

  const getMany: DataProvider['getMany'] = async (entity, ids, readOptions) => {
    if (!isKeptEntity(entity)) return base.getMany(entity, ids, readOptions);
    if (isOnline()) {
      try {
        return remembered(entity, await base.getMany(entity, ids, readOptions));
      } catch (error) {
        if (!isUnreachable(error, readOptions?.signal)) throw error;
      }
    }
    const db = await openDb();
    const rows = await Promise.all(ids.map(async (id) => (db ? readOne(db, entity, id) : null)));
    return rows.filter((row): row is EntityRow => row !== null);
  };

  return {
    ...base,
    getList,
    getOne,
    getMany,
    create,
    similar: async (entity, query, readOptions) => {
      if (!isOnline()) return [];
      const work = base.similar(entity, query, readOptions);
      work.catch(() => {});
      return (await answerInTime({ work, connectivity, waitMs: similarWaitMs })) ?? [];
    },
  };
};

const isListResult = (answer: object): answer is ListResult => Array.isArray((answer as Partial<ListResult>).items);

/**
 * What a form gets for an entry kept on the device: a patient under their stand-in id (the dose
 * step chooses them by it), a dose as an empty row (its confirmation waits for the server's).
 */
const standInRow = (entry: OutboxEntry): EntityRow =>
  entry.kind === 'patient' && entry.localId !== null
    ? { ...entry.values, id: entry.localId, isActive: true }
    : { id: 0, isActive: true };
