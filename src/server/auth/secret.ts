import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder } from '../db/private-files';

const minimumBytes = 32;

/**
 * The signing secret: `JWT_SECRET` when set (at least 32 bytes, or the server refuses to
 * start), otherwise one generated on first start and kept in the data folder.
 */
export const loadSecret = (options: { jwtSecret?: string; dataDir: string }): Uint8Array => {
  if (options.jwtSecret !== undefined) {
    const bytes = new TextEncoder().encode(options.jwtSecret);
    if (bytes.length < minimumBytes) {
      throw new Error(`JWT_SECRET must be at least ${minimumBytes} bytes long`);
    }
    return bytes;
  }
  const file = path.join(options.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    ensurePrivateFolder(options.dataDir);
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
};
