import { placeKeysView } from './place-keys';
import type { ScopeMembers } from './scope-members';

/** An identifier, quoted for both databases (the names come from configs, never from a request). */
export const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The network's tree, as scope-members' triggers read it. */
export type Network = { centers: string; centerUnit: string; units: string; unitParent: string };

/**
 * `INSERT … SELECT` of `(rowId, centerId, n)` reasons (a subquery as `c`) into a scope index: each
 * reason counted under every key of its centre, added to what is there (`n` negative removes).
 *
 * @example
 * upsertReasons(members, 'SELECT NEW."patientId" AS "rowId", NEW."vaccinationCenterId" AS "centerId", 1 AS "n"')
 */
export const upsertReasons = (members: ScopeMembers, reasons: string) => {
  const table = q(members.table);
  const sortKey = members.sortField ? `p.${q(members.sortField)}` : 'NULL';
  return `INSERT INTO ${table} ("rowId", "placeKey", "refs", "isActive", "sortKey")
    SELECT s."rowId", s."placeKey", s."n", p."isActive", ${sortKey} FROM (
      SELECT c."rowId", k."placeKey", sum(c."n") AS "n" FROM (${reasons}) AS c
      JOIN ${q(placeKeysView)} AS k ON k."centerId" = c."centerId"
      GROUP BY c."rowId", k."placeKey" HAVING sum(c."n") <> 0) AS s
    JOIN ${q(members.own.table)} AS p ON p."id" = s."rowId"
    WHERE true ORDER BY s."rowId", s."placeKey"
    ON CONFLICT ("rowId", "placeKey") DO UPDATE SET "refs" = ${table}."refs" + excluded."refs"`;
};

/**
 * `INSERT … SELECT` moving a centre's or a unit's rows (`placeKey = from`) under other unit keys:
 * each row's count added (`sign` 1) or taken (`sign` -1) under each key of `keys` (a subquery of
 * `key` values as `o`).
 */
export const moveRows = (members: ScopeMembers, from: string, keys: string, sign: 1 | -1) => {
  const table = q(members.table);
  return `INSERT INTO ${table} ("rowId", "placeKey", "refs", "isActive", "sortKey")
    SELECT m."rowId", o."key", ${sign === 1 ? '' : '-'}m."refs", m."isActive", m."sortKey"
    FROM ${table} AS m, (${keys}) AS o WHERE m."placeKey" = ${from} AND o."key" IS NOT NULL
    ORDER BY m."rowId", o."key"
    ON CONFLICT ("rowId", "placeKey") DO UPDATE SET "refs" = ${table}."refs" + excluded."refs"`;
};

/** The unit keys of a centre placed in unit `unit` (an expression): minus the unit's id and its parent's. */
export const unitKeys = (network: Network, unit: string) =>
  `SELECT -(${unit}) AS "key" UNION ALL SELECT -u.${q(network.unitParent)} FROM ${q(network.units)} AS u
    WHERE u."id" = ${unit} AND u.${q(network.unitParent)} IS NOT NULL`;

/** Deletes the rows no reason holds any more among those `where` names (`m` the index). */
export const dropUnheld = (members: ScopeMembers, where: string) =>
  `DELETE FROM ${q(members.table)} WHERE "refs" <= 0 AND ${where}`;
