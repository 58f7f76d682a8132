import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config';
import { StartupError } from '../../../src/server/startup-error';

const secret = 'x'.repeat(32);

describe('readConfig', () => {
  it('should read a valid environment, the admin account included', () => {
    const config = readConfig({
      PORT: '8080',
      DATA_DIR: '/srv/vacunas',
      JWT_SECRET: secret,
      ADMIN_EMAIL: ' jefa@gmail.com ',
      ADMIN_PASSWORD: 'secreta123',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/vacunas',
      jwtSecret: secret,
      seedDemo: true,
      adminEmail: 'jefa@gmail.com',
      adminPassword: 'secreta123',
    });
  });

  it('should default to port 3000 and no admin account', () => {
    const config = readConfig({});
    expect([config.port, config.adminEmail, config.adminPassword]).toEqual([3000, undefined, undefined]);
  });

  it.each([
    ['serve the built client by default', {}, path.resolve('dist/client')],
    ['serve the client from CLIENT_DIR', { CLIENT_DIR: '/srv/client' }, '/srv/client'],
    ['serve the API only with SERVE_CLIENT=0', { SERVE_CLIENT: '0', CLIENT_DIR: '/srv/client' }, undefined],
  ])('should %s', (_name, env, clientDir) => {
    expect(readConfig(env).clientDir).toBe(clientDir);
  });

  it.each([
    [
      'an ADMIN_EMAIL the login form refuses',
      { ADMIN_EMAIL: 'jefa@empresa.com', ADMIN_PASSWORD: 'secreta123' },
      'ADMIN_EMAIL no es válido: Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
    ],
    [
      'an ADMIN_PASSWORD the login form refuses',
      { ADMIN_EMAIL: 'jefa@gmail.com', ADMIN_PASSWORD: 'corta' },
      'ADMIN_PASSWORD no es válida: Debe contener minimo 6 letras',
    ],
    [
      'an ADMIN_EMAIL without its password',
      { ADMIN_EMAIL: 'jefa@gmail.com' },
      'ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos',
    ],
    [
      'an ADMIN_PASSWORD without its e-mail',
      { ADMIN_PASSWORD: 'secreta123' },
      'ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos',
    ],
    ['a PORT that is not a number', { PORT: 'tres mil' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a PORT out of range', { PORT: '70000' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a PORT with decimals', { PORT: '80.5' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a JWT_SECRET under 32 bytes', { JWT_SECRET: 'corto' }, 'JWT_SECRET debe tener al menos 32 bytes'],
  ])('should refuse %s with one clear line', (_name, env, message) => {
    let error: unknown;
    try {
      readConfig(env);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(message);
  });
});
