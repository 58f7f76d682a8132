import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

const keyLength = 64;
const cost = { N: 16_384, r: 8, p: 1 } as const;

// scrypt runs on libuv's thread pool (4 threads), where WebCrypto verifies every request's
// token too: a queue of hashes there held each signed-in request for seconds. One hash at a
// time keeps the other threads free; logins queue here instead.
const oneHashAtATime = pLimit(1);

const derive = (password: string, salt: Buffer) =>
  oneHashAtATime(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );

/**
 * Hashes a password with scrypt and a random salt, as `scrypt$<salt>$<hash>` in base64.
 *
 * @example
 * const stored = await hashPassword('admin123');
 * await verifyPassword('admin123', stored); // true
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash to compare against when the e-mail is unknown, so both cases take the same time. */
export const decoyHash = hashPassword('decoy-password-never-valid');
