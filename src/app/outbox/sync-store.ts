import { create } from 'zustand';

/**
 * What the outbox's sync is doing: resting, sending (`done` of `total` answered in this pass),
 * or waiting for the user to sign in again (the server answered 401).
 */
export type SyncPhase = 'idle' | 'sending' | 'signInNeeded';

export type SyncState = { phase: SyncPhase; done: number; total: number; isOnline: boolean };

/** The sync's state for the top bar and the update prompt; no IndexedDB code. */
export const useSyncStore = create<SyncState>()(() => ({
  phase: 'idle',
  done: 0,
  total: 0,
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
}));
