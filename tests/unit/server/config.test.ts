import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema, readConfig } from '../../../src/server/config';
import { StartupError } from '../../../src/server/startup-error';

const secret = 'x'.repeat(32);

describe('environmentSchema', () => {
  it('should describe every variable it reads, for the README', () => {
    const undescribed = Object.entries(environmentSchema.shape).filter(([, schema]) => !schema.description);
    expect(undescribed.map(([name]) => name)).toEqual([]);
  });
});

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
    ['SQLite, SEED_DEMO unset', {}, true],
    ['SQLite, SEED_DEMO=0', { SEED_DEMO: '0' }, false],
    ['PostgreSQL, SEED_DEMO unset', { DATABASE_URL: 'postgres://localhost/vacunas' }, false],
    ['PostgreSQL, SEED_DEMO=1', { DATABASE_URL: 'postgres://localhost/vacunas', SEED_DEMO: '1' }, true],
    ['an empty DATABASE_URL, as unset', { DATABASE_URL: '' }, true],
  ])('should seed the demo data or not with %s', (_name, env, seedDemo) => {
    expect(readConfig(env).seedDemo).toBe(seedDemo);
  });

  it('should log requests, at info, in JSON only in production, unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({ isRequestLogged: true, logLevel: 'info', isProduction: false });
    expect(readConfig({ LOG_REQUESTS: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' })).toMatchObject({
      isRequestLogged: false,
      logLevel: 'warn',
      isProduction: true,
    });
  });

  it.each([
    ['another database', 'mysql://root:clave-secreta@db/vacunas', 'DATABASE_URL debe ser una URL postgres://'],
    ['a URL that does not parse', 'postgres://root:clave/secreta@db/vacunas', 'DATABASE_URL no es una URL válida'],
  ])('should refuse %s without repeating the value, which may hold a password', (_name, url, expected) => {
    const refusal = (() => {
      try {
        readConfig({ DATABASE_URL: url });
        return '';
      } catch (error) {
        return (error as StartupError).message;
      }
    })();
    expect(refusal).toContain(expected);
    expect(refusal).not.toContain('secreta');
  });

  it('should take an empty PORT, DATA_DIR or CLIENT_DIR as unset, never the working folder', () => {
    const config = readConfig({ PORT: '', DATA_DIR: '', CLIENT_DIR: '' });
    expect([config.port, config.dataDir, config.clientDir]).toEqual([
      3000,
      path.resolve('data'),
      path.resolve('dist/client'),
    ]);
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
    ['a PORT of letters', { PORT: 'abc' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a PORT in exponent notation', { PORT: '1e3' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a SEED_DEMO that is not 0 or 1', { SEED_DEMO: 'yes' }, 'SEED_DEMO debe ser 0 o 1'],
    [
      'a LOG_LEVEL pino does not know',
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent',
    ],
    ['a NODE_ENV of another name', { NODE_ENV: 'prod' }, 'NODE_ENV debe ser development, production o test'],
    [
      'a DATABASE_URL of another database',
      { DATABASE_URL: 'mysql://root:clave@db/vacunas' },
      'DATABASE_URL debe ser una URL postgres:// o postgresql://',
    ],
    [
      'two bad variables, one line each',
      { PORT: '0', LOG_REQUESTS: 'no' },
      'PORT debe ser un número entero entre 1 y 65535\nLOG_REQUESTS debe ser 0 o 1',
    ],
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
