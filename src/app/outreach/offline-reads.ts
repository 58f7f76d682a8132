import { type AnyEntity, ApiError, type EntityRow, type ListParams, type ListResult } from '../../engine';
import { offlineTexts } from '../offline/texts';
import { allEntries } from '../outbox/outbox';
import { currentSession, keptEntities, keptRows } from './kept-data';
import { localList } from './local-list';
import type { OfflineDb } from './offline-db';
import { offlineRowsOf } from './offline-rows';

/** Whether the outreach session keeps this entity's rows. */
export const isKeptEntity = (entity: AnyEntity): boolean => keptEntities.some((name) => name === entity.name);

/**
 * Whether a failed read had no answer at all (no network, a dropped connection), not a refusal
 * of the API nor a read the page abandoned.
 *
 * @example
 * isUnreachable(new TypeError('Failed to fetch')) // true
 */
export const isUnreachable = (error: unknown, signal?: AbortSignal): boolean =>
  !(error instanceof ApiError) && !signal?.aborted && !(error instanceof DOMException && error.name === 'AbortError');

/** Refused when the device holds nothing to answer a read with. */
export const nothingKept = () => new ApiError({ status: 503, message: offlineTexts.noSession });

/**
 * The rows of an entity the device can show: what the session kept, with the outbox's patients
 * and each lot's vials less the doses given since (offline-rows.ts); null when nothing was kept
 * (the patients registered on this device are always there).
 */
export const deviceRows = async (db: OfflineDb, entity: AnyEntity): Promise<EntityRow[] | null> => {
  const kept = await keptRows(db, entity.name);
  if (kept === null && entity.name !== 'patients') return null;
  const [entries, session] = await Promise.all([allEntries(db), currentSession(db)]);
  return offlineRowsOf({ entity: entity.name, kept: kept ?? [], entries, takenAt: session?.takenAt ?? null });
};

/** Offline, a lot with no vials left by the device's count is still offered: the count only warns. */
const warnOnly = new Set(['availableQuantity']);

/**
 * A list read from the device, as the API would page it; null when nothing was kept.
 *
 * @example
 * await readList(db, vaccineBatches, { filter: { vaccineId: 4 }, sort: 'expirationDate' })
 */
export const readList = async (db: OfflineDb, entity: AnyEntity, params?: ListParams): Promise<ListResult | null> => {
  const rows = await deviceRows(db, entity);
  return rows && localList(entity, rows, params, entity.name === 'vaccine-batches' ? warnOnly : undefined);
};

/** One row read from the device, or null. */
export const readOne = async (db: OfflineDb, entity: AnyEntity, id: number): Promise<EntityRow | null> =>
  (await deviceRows(db, entity))?.find((row) => row.id === id) ?? null;
