import type { FormValues } from '../../engine';
import type { OutboxEntry } from './outbox-entry';

/**
 * The values an entry goes out with, dated: a dose given here carries the moment its entry was
 * written, when the user pressed Guardar (`createdAt`, kept through a 'Corregir'), as its
 * `applicationDateTime`, so the server dates it then however late it is sent; a past dose keeps
 * its own `applicationDate`, and a patient carries no time.
 *
 * @example
 * withSavedTime({ kind: 'dose', createdAt: '2026-05-11T14:30:00.000Z' }, { patientId: 9, isHistorical: false })
 * // { patientId: 9, isHistorical: false, applicationDateTime: '2026-05-11T14:30:00.000Z' }
 */
export const withSavedTime = (entry: Pick<OutboxEntry, 'kind' | 'createdAt'>, values: FormValues): FormValues =>
  entry.kind === 'dose' && values.isHistorical !== true ? { ...values, applicationDateTime: entry.createdAt } : values;
