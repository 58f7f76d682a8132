import { create } from 'zustand';

type UpdateState = {
  /** A new version of the app is installed and waits to take over. */
  hasUpdate: boolean;
  /** Hands the page to the waiting version, which reloads it. */
  apply: () => void;
  /** How many forms are open now: a new version never replaces a page while someone types. */
  openForms: number;
  /** Whether the outbox is sending: a reload then would cut a write short. */
  isSending: boolean;
};

/**
 * The app's update, as the service worker reports it (service-worker.ts), and what holds it
 * back. Kept apart from the outbox's database so that /login, which registers the worker, loads
 * no IndexedDB code.
 */
export const useUpdateStore = create<UpdateState>()(() => ({
  hasUpdate: false,
  apply: () => {},
  openForms: 0,
  isSending: false,
}));

/**
 * Whether the waiting version may be applied now: one is waiting, no form is open and nothing is
 * being sent.
 *
 * @example
 * canApplyUpdate({ hasUpdate: true, openForms: 0, isSending: false }) // true
 */
export const canApplyUpdate = (state: Pick<UpdateState, 'hasUpdate' | 'openForms' | 'isSending'>): boolean =>
  state.hasUpdate && state.openForms === 0 && !state.isSending;
