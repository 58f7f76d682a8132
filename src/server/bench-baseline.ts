import { Hono } from 'hono';
import { sql } from 'kysely';
import { adminOnly } from '../domain/roles';
import type { Store } from '../engine/server';
import { allow, authenticate } from '../engine/server';
import { accountCacheMs, accountFinder } from './auth/accounts';

type Sql = { object: string; array: (item: string, order: string) => string; flag: (column: string) => string };

const sqlite: Sql = {
  object: 'json_object',
  array: (item, order) => `json_group_array(${item} ORDER BY ${order})`,
  flag: (column) => `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`,
};

const postgres: Sql = {
  object: 'json_build_object',
  array: (item, order) => `coalesce(json_agg(${item} ORDER BY ${order}), '[]')::text`,
  flag: (column) => `(${column} <> 0)`,
};

const fields = (alias: string, names: readonly string[]) =>
  names.map((name) => `'${name}', ${alias}."${name}"`).join(', ');

const nested = (d: Sql, alias: string, body: string) =>
  `CASE WHEN ${alias}."id" IS NULL THEN NULL ELSE ${d.object}('id', ${alias}."id", ${body}) END`;

const patientsSql = (d: Sql) => `
  SELECT ${d.array(
    `${d.object}(
      'id', p."id", 'isActive', ${d.flag('p."isActive"')}, 'isChild', ${d.flag('p."isChild"')},
      ${fields('p', ['identityDocument', 'representativeId'])},
      'representative', ${nested(d, 'r', fields('r', ['identityDocument', 'firstName', 'lastname']))},
      ${fields('p', ['firstName', 'lastname', 'dateOfBirth', 'age', 'mobilePhone', 'email', 'address'])},
      'vaccinationCenterId', p."vaccinationCenterId",
      'vaccinationCenter', ${nested(d, 'pc', fields('pc', ['centerName']))})`,
    'p."id"',
  )} AS "json"
  FROM "patients" p LEFT JOIN "patients" r ON r."id" = p."representativeId"
  LEFT JOIN "vaccination_centers" pc ON pc."id" = p."vaccinationCenterId"
  WHERE p."isActive" = 1`;

const dosesSql = (d: Sql) => `
  SELECT ${d.array(
    `${d.object}(
      'id', o."id", 'isActive', ${d.flag('o."isActive"')}, 'patientId', o."patientId",
      'patient', ${nested(d, 'p', fields('p', ['identityDocument', 'firstName', 'lastname']))},
      'vaccineBatchId', o."vaccineBatchId",
      'vaccineBatch', ${nested(d, 'b', `${fields('b', ['batchNumber'])}, 'vaccine', ${nested(d, 'v', fields('v', ['vaccineName']))}`)},
      'doseNumber', o."doseNumber", 'vaccinationCenterId', o."vaccinationCenterId",
      'vaccinationCenter', ${nested(d, 'c', fields('c', ['centerName']))},
      'applyingUserId', o."applyingUserId",
      'applyingUser', ${nested(d, 'u', fields('u', ['name', 'lastname', 'email']))},
      'recordedByUserId', o."recordedByUserId",
      'recordedBy', ${nested(d, 'rb', fields('rb', ['name', 'lastname', 'email']))},
      ${fields('o', ['observations', 'applicationDateTime'])},
      'isHistorical', ${d.flag('o."isHistorical"')}, 'vaccineId', o."vaccineId",
      'vaccine', ${nested(d, 'dv', fields('dv', ['vaccineName']))}, 'overrideReason', o."overrideReason")`,
    'o."id"',
  )} AS "json"
  FROM "applied_doses" o
  LEFT JOIN "patients" p ON p."id" = o."patientId"
  LEFT JOIN "vaccine_batches" b ON b."id" = o."vaccineBatchId"
  LEFT JOIN "vaccines" v ON v."id" = b."vaccineId"
  LEFT JOIN "vaccination_centers" c ON c."id" = o."vaccinationCenterId"
  LEFT JOIN "users" u ON u."id" = o."applyingUserId"
  LEFT JOIN "users" rb ON rb."id" = o."recordedByUserId"
  LEFT JOIN "vaccines" dv ON dv."id" = o."vaccineId"
  WHERE o."isActive" = 1`;

const headers = { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' };

/**
 * Bench-only routes, mounted by `main.ts` when `BENCH_BASELINE=1`: the patients and applied
 * doses lists in their GET shape (a test keeps them equal to the API's), written by hand as one query in which the database builds
 * the whole JSON array. `npm run bench` measures the API against them in the same process.
 * They carry patient data, so they ask for an admin token as the API's lists do.
 */
export const benchBaseline = (store: Store, secret: Uint8Array) => {
  const dialect = store.dialect.name === 'postgres' ? postgres : sqlite;
  const listOf = async (text: string) =>
    (await sql<{ json: string }>`${sql.raw(text)}`.execute(store.db)).rows[0]?.json ?? '[]';
  const patients = patientsSql(dialect);
  const doses = dosesSql(dialect);
  return new Hono()
    .use(
      '*',
      authenticate({ secret, findAccount: accountFinder({ store, cacheMs: accountCacheMs }) }),
      allow(adminOnly, 'read'),
    )
    .get('/patients', async (c) => c.body(await listOf(patients), 200, headers))
    .get('/applied-doses', async (c) => c.body(await listOf(doses), 200, headers));
};
