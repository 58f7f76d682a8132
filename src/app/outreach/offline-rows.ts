import type { EntityRow } from '../../engine';
import type { OutboxEntry } from '../outbox/outbox-entry';

/**
 * The kept rows of an entity as the forms read them without a network, with what the outbox
 * holds: the patients registered on this device join the kept patients (under their stand-in id
 * until the server confirms them, then under its id), and each lot's last known vials lose the
 * doses given since it was read (those pending, and those confirmed after `takenAt`).
 *
 * @example
 * offlineRowsOf({ entity: 'vaccine-batches', kept: lots, entries, takenAt: '2026-06-01T08:00:00.000Z' })
 */
export const offlineRowsOf = ({
  entity,
  kept,
  entries,
  takenAt,
}: {
  entity: string;
  kept: readonly EntityRow[];
  entries: readonly OutboxEntry[];
  takenAt: string | null;
}): EntityRow[] => {
  if (entity === 'patients') return [...kept, ...devicePatients(kept, entries)];
  if (entity === 'vaccine-batches') return batchesLessDoses(kept, entries, takenAt);
  return [...kept];
};

const devicePatients = (kept: readonly EntityRow[], entries: readonly OutboxEntry[]): EntityRow[] => {
  const keptIds = new Set(kept.map((row) => row.id));
  return entries.flatMap((entry) => {
    if (entry.kind !== 'patient' || entry.localId === null) return [];
    const id = entry.status === 'sent' && entry.serverId !== null ? entry.serverId : entry.localId;
    return keptIds.has(id) ? [] : [{ ...entry.values, id, isActive: true }];
  });
};

const batchesLessDoses = (kept: readonly EntityRow[], entries: readonly OutboxEntry[], takenAt: string | null) => {
  const given = new Map<number, number>();
  for (const entry of entries) {
    const batch = entry.values.vaccineBatchId;
    const isUncounted =
      entry.status === 'pending' || (entry.status === 'sent' && takenAt !== null && (entry.sentAt ?? '') > takenAt);
    if (entry.kind === 'dose' && typeof batch === 'number' && isUncounted)
      given.set(batch, (given.get(batch) ?? 0) + 1);
  }
  return kept.map((row) => {
    const taken = given.get(row.id) ?? 0;
    const vials = Number(row.availableQuantity ?? 0);
    return taken === 0 ? row : { ...row, availableQuantity: Math.max(0, vials - taken) };
  });
};
