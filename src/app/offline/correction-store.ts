import { create } from 'zustand';
import type { OutboxKind } from '../outbox/outbox-entry';

type Correction = { clientId: string; kind: OutboxKind } | null;

/**
 * The refused entry the dose form is correcting ('Corregir'), if any: the next save of a row of
 * its kind replaces that entry's values and sends them under a new key, instead of adding an
 * entry. It ends once the fix is saved, or when the form closes.
 */
export const useCorrectionStore = create<{ correction: Correction }>()(() => ({ correction: null }));

/** Starts correcting an entry. */
export const startCorrection = (clientId: string, kind: OutboxKind) =>
  useCorrectionStore.setState({ correction: { clientId, kind } });

/** Ends the correction, saved or abandoned. */
export const endCorrection = () => useCorrectionStore.setState({ correction: null });

/**
 * The client id of the entry being corrected, when its kind is `kind`.
 *
 * @example
 * correctionOf('dose') // '6f1c…' while 'Corregir' reopened a dose
 */
export const correctionOf = (kind: OutboxKind): string | null => {
  const { correction } = useCorrectionStore.getState();
  return correction?.kind === kind ? correction.clientId : null;
};
