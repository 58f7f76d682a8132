import { randomBytes } from 'node:crypto';
import { createRegistry } from '../../src/engine';
import type { AnyEntity } from '../../src/engine/contract/entity';
import type { Store } from '../../src/engine/server/schema/database';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { tableOf } from '../../src/engine/server/schema/tables';
import type { EntityBehaviour } from '../../src/engine/server/writes/behaviour';
import { entities as productEntities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import type { LoginLimits } from '../../src/server/auth/login-attempts';
import { hashPassword } from '../../src/server/auth/passwords';
import { signToken } from '../../src/server/auth/tokens';
import { behaviours } from '../../src/server/behaviours';
import { extraTables } from '../../src/server/extra-tables';
import type { Logger } from '../../src/server/logger';
import * as patientForecasts from '../../src/server/migrations/0010-patient-forecasts';
import * as doseCounts from '../../src/server/migrations/0012-dose-counts';
import * as stockMovements from '../../src/server/migrations/0013-stock-movements';
import * as adverseEvents from '../../src/server/migrations/0014-adverse-events';
import * as stockPlaces from '../../src/server/migrations/0020-stock-places';
import * as groupForecasts from '../../src/server/migrations/0023-group-forecasts';
import * as scheduleVersion from '../../src/server/migrations/0024-schedule-version';
import * as programmeDays from '../../src/server/migrations/0027-programme-days';
import { apiDocument } from '../../src/server/openapi/api-document';
import { checkedAgainst } from './openapi-conformance';
import { openTestStore } from './test-store';

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The test accounts' password hashes, made once per worker: scrypt takes a tenth of a second on purpose. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  const hash = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, hash);
  return hash;
};

/** Adds an active account as the product's `ensureUser` does (tests/api/prepare-database.test.ts tests it). */
const addAccount = async (
  store: Store,
  { password, ...profile }: { name: string; lastname: string; email: string; password: string; role: string },
) => {
  const row = await store.db
    .insertInto('users')
    .values({ ...profile, passwordHash: await hashOnce(password), isActive: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/**
 * The network every test database starts with: a national unit, a region and a district, whose
 * ids (1, 2, 3) a centre's payload names (`payloads.center()`).
 */
export const testUnits = { national: 1, region: 2, district: 3 } as const;

/** Inserts {@link testUnits} when the registry has the org units (a fixture registry may not). */
const addTestUnits = async (store: Store) => {
  const units = [
    { id: testUnits.national, name: 'Red de prueba', level: 'national', parentId: null },
    { id: testUnits.region, name: 'Región de prueba', level: 'region', parentId: testUnits.national },
    { id: testUnits.district, name: 'Distrito de prueba', level: 'district', parentId: testUnits.region },
  ];
  for (const { id: _id, ...unit } of units) {
    const row = await store.db
      .insertInto('org_units')
      .values({ ...unit, isActive: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (Number(row.id) !== _id) throw new Error(`The test unit ${unit.name} got id ${row.id}, not ${_id}`);
  }
};

type RequestOptions = { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/**
 * The real API over a fresh database, called in-process with `app.request()`, with an admin
 * and a health account and their tokens.
 */
export const createTestApi = async (
  options: {
    entities?: readonly AnyEntity[];
    /** The product's behaviours unless given. */
    behaviours?: readonly EntityBehaviour[];
    accountCacheMs?: number;
    loginLimits?: LoginLimits;
    /** Logs a line per request there; no request log without it. */
    logger?: Logger;
  } = {},
) => {
  const entities = options.entities ?? productEntities;
  const { store, drop } = await openTestStore();
  await syncSchema({ store, entities, extraTables });
  // Derived tables no entity config declares: the product's migration creates them.
  if (entities.some((entity) => entity.name === 'applied-doses')) {
    await patientForecasts.up(store);
    await groupForecasts.up(store);
    await doseCounts.up(store);
    await stockMovements.up(store);
    await stockPlaces.up(store);
  }
  if (entities.some((entity) => entity.name === 'antigens')) await scheduleVersion.up(store);
  // The counts by the programme's day (its zone as set when the API is made) and valid doses only.
  if (entities.some((entity) => entity.name === 'applied-doses')) await programmeDays.up(store);
  if (entities.some((entity) => entity.name === 'adverse-events')) await adverseEvents.keepBatchCounts(store);
  if (entities.some((entity) => entity.name === 'org-units')) await addTestUnits(store);
  const secret = randomBytes(32);
  const adminId = await addAccount(store, {
    name: 'Ana',
    lastname: 'Admin',
    email: 'admin@gmail.com',
    password: 'admin123',
    role: 'admin',
  });
  const healthId = await addAccount(store, {
    name: 'Hugo',
    lastname: 'Salud',
    email: 'salud@gmail.com',
    password: 'salud123',
    role: 'health',
  });
  const app = createApp({
    store,
    entities,
    behaviours: options.behaviours ?? behaviours,
    secret,
    logger: options.logger,
    isLogged: options.logger !== undefined,
    accountCacheMs: options.accountCacheMs,
    loginLimits: options.loginLimits,
  });
  // Every exchange, in-process or over a socket, is checked against the document the app serves.
  app.fetch = checkedAgainst(apiDocument(createRegistry(entities)), app.fetch);
  const tokens = {
    admin: await signToken({ secret, userId: adminId, role: 'admin' }),
    health: await signToken({ secret, userId: healthId, role: 'health' }),
  };

  const request = async (method: string, path: string, requestOptions: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
    let body: string | undefined = requestOptions.rawBody;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await app.request(`/api/v1${path}`, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };

  /** Every stored row of an entity's table, active or not, to check what a write left behind. */
  const rowsOf = async (entity: AnyEntity) => store.db.selectFrom(tableOf(entity)).selectAll().orderBy('id').execute();

  return {
    app,
    store,
    secret,
    tokens,
    userIds: { admin: adminId, health: healthId },
    request,
    admin: (method: string, path: string, body?: unknown) => request(method, path, { token: tokens.admin, body }),
    health: (method: string, path: string, body?: unknown) => request(method, path, { token: tokens.health, body }),
    rowsOf,
    /**
     * The centre a test's new lots are sent to (`createBatch`), so that its doses find stock there:
     * the reference data's centre once made (createReferenceData).
     */
    stockCenterId: undefined as number | undefined,
    close: drop,
  };
};
