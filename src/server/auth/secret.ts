import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder } from '../db/private-files';
import { StartupError } from '../startup-error';

export const minimumSecretBytes = 32;

/** The bytes of a `JWT_SECRET`, as the tokens are signed with them. */
export const jwtSecretBytes = (jwtSecret: string) => new TextEncoder().encode(jwtSecret);

/** The bytes of a `JWT_SECRET`; a StartupError when it is under 32 bytes. */
export const checkJwtSecret = (jwtSecret: string) => {
  const bytes = jwtSecretBytes(jwtSecret);
  if (bytes.length < minimumSecretBytes) {
    throw new StartupError(`JWT_SECRET debe tener al menos ${minimumSecretBytes} bytes`);
  }
  return bytes;
};

/**
 * The signing secret: `JWT_SECRET` when set (at least 32 bytes, or the server refuses to
 * start), otherwise one generated on first start and kept in the data folder.
 */
export const loadSecret = (options: { jwtSecret?: string; dataDir: string }): Uint8Array => {
  if (options.jwtSecret !== undefined) return checkJwtSecret(options.jwtSecret);
  const file = path.join(options.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    ensurePrivateFolder(options.dataDir);
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
};
