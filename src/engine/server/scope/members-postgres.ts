import { sql } from 'kysely';
import type { Db } from '../schema/database';
import { dropUnheld, moveRows, type Network, q, unitKeys, upsertReasons } from './members-sql';
import { memberTrigger, rebuildMembersSql, type ScopeMembers } from './scope-members';

/**
 * PostgreSQL's triggers of a scope index: per statement on the entity and on the rows that bring
 * it in (a bulk import of 100,000 doses files them in one grouped upsert, not 100,000), per row on
 * moves in the tree. Their search path is pinned, as the row counters' are.
 */
export const createPostgresMemberTriggers = async (db: Db, members: ScopeMembers, network: Network) => {
  const { own, through } = members;
  const table = q(members.table);
  const rebuild = sql`${rebuildMembersSql(members)}`.compile(db).sql;
  const ownCenter = own.center ? q(own.center) : undefined;
  const ownReasons = (from: string, n: number) =>
    ownCenter
      ? `SELECT t."id" AS "rowId", t.${ownCenter} AS "centerId", ${n} AS "n" FROM ${from} AS t WHERE t.${ownCenter} IS NOT NULL`
      : '';
  const sortKey = members.sortField ? `, "sortKey" = a.${q(members.sortField)}` : '';
  // A write that changes none of them (a dose locks its patient's row with `isActive = isActive`) files nothing.
  const ownChanges = [
    'id',
    'isActive',
    ...(members.sortField ? [members.sortField] : []),
    ...(own.center ? [own.center] : []),
  ]
    .map((name) => `a.${q(name)} IS DISTINCT FROM r.${q(name)}`)
    .join(' OR ');
  const sortChanged = members.sortField ? ` OR m."sortKey" IS DISTINCT FROM a.${q(members.sortField)}` : '';
  const ownBody = `
    IF TG_OP = 'TRUNCATE' THEN DELETE FROM ${table}; RETURN NULL; END IF;
    IF TG_OP = 'DELETE' THEN DELETE FROM ${table} AS m USING removed AS r WHERE m."rowId" = r."id"; RETURN NULL; END IF;
    IF TG_OP = 'UPDATE' THEN
      IF NOT EXISTS (SELECT 1 FROM added AS a JOIN removed AS r ON r."id" = a."id" WHERE ${ownChanges}) THEN
        RETURN NULL;
      END IF;
      UPDATE ${table} AS m SET "isActive" = a."isActive"${sortKey} FROM added AS a
        WHERE m."rowId" = a."id" AND (m."isActive" IS DISTINCT FROM a."isActive"${sortChanged});
      ${
        ownCenter
          ? `${upsertReasons(members, `${ownReasons('added', 1)} UNION ALL ${ownReasons('removed', -1)}`)};
      DELETE FROM ${table} AS m USING removed AS r WHERE m."rowId" = r."id" AND m."refs" <= 0;`
          : ''
      }
    ELSE
      ${ownCenter ? `${upsertReasons(members, ownReasons('added', 1))};` : ''}
    END IF;
    RETURN NULL;`;
  const [field, center] = [q(through.field), q(through.center)];
  const throughReasons = (from: string, n: number) =>
    `SELECT t.${field} AS "rowId", t.${center} AS "centerId", ${n} AS "n" FROM ${from} AS t
      WHERE t."isActive" = 1 AND t.${field} IS NOT NULL AND t.${center} IS NOT NULL`;
  const dropRemoved = `DELETE FROM ${table} AS m USING removed AS r WHERE m."rowId" = r.${field} AND m."refs" <= 0`;
  const throughBody = `
    IF TG_OP = 'TRUNCATE' THEN DELETE FROM ${table}; ${rebuild}; RETURN NULL; END IF;
    IF TG_OP = 'INSERT' THEN ${upsertReasons(members, throughReasons('added', 1))}; RETURN NULL; END IF;
    IF TG_OP = 'DELETE' THEN ${upsertReasons(members, throughReasons('removed', -1))}; ${dropRemoved}; RETURN NULL; END IF;
    ${upsertReasons(members, `${throughReasons('added', 1)} UNION ALL ${throughReasons('removed', -1)}`)};
    ${dropRemoved};
    RETURN NULL;`;
  const unit = q(network.centerUnit);
  const [oldKeys, newKeys] = [unitKeys(network, `OLD.${unit}`), unitKeys(network, `NEW.${unit}`)];
  const centerMoveBody = `
    IF OLD.${unit} IS DISTINCT FROM NEW.${unit} THEN
      ${moveRows(members, 'NEW."id"', oldKeys, -1)}; ${moveRows(members, 'NEW."id"', newKeys, 1)};
      ${dropUnheld(members, `"placeKey" IN (SELECT o."key" FROM (${oldKeys}) AS o)`)};
    END IF;
    RETURN NULL;`;
  const parent = q(network.unitParent);
  const unitMoveBody = `
    IF OLD.${parent} IS DISTINCT FROM NEW.${parent} AND OLD.${parent} IS NOT NULL AND NEW.${parent} IS NOT NULL THEN
      ${moveRows(members, '-NEW."id"', `SELECT -OLD.${parent} AS "key"`, -1)};
      ${moveRows(members, '-NEW."id"', `SELECT -NEW.${parent} AS "key"`, 1)};
      ${dropUnheld(members, `"placeKey" = -OLD.${parent}`)};
    END IF;
    RETURN NULL;`;
  const perStatement = (on: string) => [
    `AFTER INSERT ON ${q(on)} REFERENCING NEW TABLE AS added FOR EACH STATEMENT`,
    `AFTER UPDATE ON ${q(on)} REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT`,
    `AFTER DELETE ON ${q(on)} REFERENCING OLD TABLE AS removed FOR EACH STATEMENT`,
    `AFTER TRUNCATE ON ${q(on)} FOR EACH STATEMENT`,
  ];
  const functions = [
    { name: 'own', body: ownBody, on: own.table, events: perStatement(own.table) },
    { name: 'through', body: throughBody, on: through.table, events: perStatement(through.table) },
    {
      name: 'center_move',
      body: centerMoveBody,
      on: network.centers,
      events: [`AFTER UPDATE OF ${unit} ON ${q(network.centers)} FOR EACH ROW`],
    },
    {
      name: 'unit_move',
      body: unitMoveBody,
      on: network.units,
      events: [`AFTER UPDATE OF ${parent} ON ${q(network.units)} FOR EACH ROW`],
    },
  ];
  for (const { name, body, on, events } of functions) {
    const fn = q(memberTrigger(members, name));
    await sql
      .raw(`CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT
      AS $body$ BEGIN ${body} END $body$`)
      .execute(db);
    for (const [index, event] of events.entries()) {
      const trigger = q(index === 0 ? memberTrigger(members, name) : `${memberTrigger(members, name)}_${index}`);
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${q(on)}`).execute(db);
      await sql.raw(`CREATE TRIGGER ${trigger} ${event} EXECUTE FUNCTION ${fn}()`).execute(db);
    }
  }
};
