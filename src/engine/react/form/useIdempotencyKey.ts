import { useCallback, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../../idempotency-key';

/**
 * A create form's `Idempotency-Key`: the same key while the same values are sent again (the
 * person clicks 'Guardar' again after a lost answer: the server answers the first write
 * instead of writing twice), a new one for other values or once a create succeeded.
 *
 * @example
 * const idempotency = useIdempotencyKey();
 * await dataProvider.create(entity, payload, { idempotencyKey: idempotency.keyFor(payload) });
 * idempotency.saved();
 */
export const useIdempotencyKey = () => {
  const last = useRef<{ payload: string; key: string } | undefined>(undefined);
  const keyFor = useCallback((payload: unknown) => {
    const text = JSON.stringify(payload);
    if (last.current?.payload !== text) last.current = { payload: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const saved = useCallback(() => {
    last.current = undefined;
  }, []);
  return useMemo(() => ({ keyFor, saved }), [keyFor, saved]);
};
