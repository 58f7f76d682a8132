import { describe, expect, it } from 'vitest';
import { statusView } from '../../../../src/app/offline/status-text';

const at = '2026-06-01T10:42:00';
const counts = (pending: number, refused = 0, lastSentAt: string | null = null) => ({ pending, refused, lastSentAt });
const sync = (isOnline: boolean, phase: 'idle' | 'sending' | 'signInNeeded' = 'idle', done = 0, total = 0) => ({
  isOnline,
  phase,
  done,
  total,
});

describe("the top bar's sync status", () => {
  it.each([
    ['offline with entries waiting', counts(12), sync(false), 'Sin conexión · 12 pendientes', 'offline'],
    ['offline with nothing waiting', counts(0), sync(false), 'Sin conexión', 'offline'],
    ['a pass under way', counts(12), sync(true, 'sending', 3, 12), 'Sincronizando 3 de 12', 'sending'],
    ['everything confirmed', counts(0, 0, at), sync(true), 'Todo sincronizado · 10:42', 'synced'],
    ['a refusal left', counts(0, 1, at), sync(true), '1 rechazado', 'refused'],
    ['entries waiting online', counts(2, 2, at), sync(true), '2 pendientes · 2 rechazados', 'pending'],
    [
      'a 401 with entries waiting',
      counts(1),
      sync(true, 'signInNeeded'),
      'Inicie sesión para sincronizar · 1 pendiente',
      'signIn',
    ],
  ] as const)('should say %s', (_, outbox, state, text, tone) => {
    expect(statusView({ counts: outbox, sync: state })).toEqual({ text, tone });
  });

  it("should never say 'sincronizado' before the server confirmed something", () => {
    expect(statusView({ counts: counts(0), sync: sync(true) })).toBeNull();
    expect(statusView({ counts: counts(1, 0, at), sync: sync(true) })?.text).toBe('1 pendiente');
  });
});
