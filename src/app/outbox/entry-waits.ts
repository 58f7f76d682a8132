import { holdKeyOf, type OutboxEntry } from './outbox-entry';

/**
 * The pending entries held back by a refused one (a refused patient's doses, the later doses of
 * a refused dose's patient and vaccine), by client id: they go once it is corrected or discarded.
 *
 * @example
 * waitingEntries(entries) // Set { '6f1c…' }
 */
export const waitingEntries = (entries: readonly OutboxEntry[]): ReadonlySet<string> => {
  const held = new Set<string>();
  const waiting = new Set<string>();
  for (const entry of entries) {
    const key = holdKeyOf(entry);
    const isHeld = held.has(key) || (entry.patientClientId !== null && held.has(entry.patientClientId));
    if (entry.status === 'refused' || (entry.status === 'pending' && isHeld)) held.add(key);
    if (entry.status === 'pending' && isHeld) waiting.add(entry.clientId);
  }
  return waiting;
};
