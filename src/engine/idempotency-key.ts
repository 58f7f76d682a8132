/**
 * A new `Idempotency-Key`: 128 random bits in hex. From `getRandomValues`, which pages served
 * over plain http on a network address have too (`randomUUID` needs a secure context).
 *
 * @example
 * newIdempotencyKey() // '3f9c0b6e1a2d4e5f8a7b6c5d4e3f2a1b'
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
