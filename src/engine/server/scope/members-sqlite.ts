import { sql } from 'kysely';
import type { Db } from '../schema/database';
import { dropUnheld, moveRows, type Network, q, unitKeys, upsertReasons } from './members-sql';
import { memberTrigger, type ScopeMembers } from './scope-members';

/**
 * SQLite's triggers of a scope index, one row at a time (SQLite runs one write at a time): a row's
 * own centre, the rows that bring it in, its `isActive` and sort value, and moves in the tree.
 */
export const createSqliteMemberTriggers = async (db: Db, members: ScopeMembers, network: Network) => {
  const { own, through } = members;
  const table = q(members.table);
  const reason = (row: string, center: string, n: number, when = 'true') =>
    upsertReasons(members, `SELECT ${row} AS "rowId", ${center} AS "centerId", ${n} AS "n" WHERE ${when}`);
  const triggers: Record<string, string> = {};
  if (own.center) {
    const center = q(own.center);
    triggers.own_insert = `AFTER INSERT ON ${q(own.table)} WHEN NEW.${center} IS NOT NULL
      BEGIN ${reason('NEW."id"', `NEW.${center}`, 1)}; END`;
    triggers.own_center = `AFTER UPDATE OF ${center} ON ${q(own.table)} WHEN OLD.${center} IS NOT NEW.${center}
      BEGIN ${reason('NEW."id"', `OLD.${center}`, -1)}; ${reason('NEW."id"', `NEW.${center}`, 1)};
      ${dropUnheld(members, `"rowId" = NEW."id"`)}; END`;
  }
  const copied = ['isActive', ...(members.sortField ? [members.sortField] : [])];
  const sortKey = members.sortField ? `, "sortKey" = NEW.${q(members.sortField)}` : '';
  const changed = copied.map((name) => `OLD.${q(name)} IS NOT NEW.${q(name)}`).join(' OR ');
  // A write that sets them unchanged (a dose locks its patient's row with `isActive = isActive`) copies nothing.
  triggers.own_copy = `AFTER UPDATE OF ${copied.map(q).join(', ')} ON ${q(own.table)} WHEN ${changed}
    BEGIN UPDATE ${table} SET "isActive" = NEW."isActive"${sortKey} WHERE "rowId" = NEW."id"; END`;
  triggers.own_delete = `AFTER DELETE ON ${q(own.table)} BEGIN DELETE FROM ${table} WHERE "rowId" = OLD."id"; END`;
  const [field, center] = [q(through.field), q(through.center)];
  triggers.through_insert = `AFTER INSERT ON ${q(through.table)} WHEN NEW."isActive" = 1
    BEGIN ${reason(`NEW.${field}`, `NEW.${center}`, 1)}; END`;
  triggers.through_update = `AFTER UPDATE OF "isActive", ${field}, ${center} ON ${q(through.table)}
    WHEN OLD."isActive" = 1 OR NEW."isActive" = 1
    BEGIN ${reason(`OLD.${field}`, `OLD.${center}`, -1, 'OLD."isActive" = 1')};
    ${reason(`NEW.${field}`, `NEW.${center}`, 1, 'NEW."isActive" = 1')};
    ${dropUnheld(members, `"rowId" = OLD.${field}`)}; END`;
  triggers.through_delete = `AFTER DELETE ON ${q(through.table)} WHEN OLD."isActive" = 1
    BEGIN ${reason(`OLD.${field}`, `OLD.${center}`, -1)}; ${dropUnheld(members, `"rowId" = OLD.${field}`)}; END`;
  const unit = q(network.centerUnit);
  const [oldKeys, newKeys] = [unitKeys(network, `OLD.${unit}`), unitKeys(network, `NEW.${unit}`)];
  triggers.center_move = `AFTER UPDATE OF ${unit} ON ${q(network.centers)} WHEN OLD.${unit} IS NOT NEW.${unit}
    BEGIN ${moveRows(members, 'NEW."id"', oldKeys, -1)}; ${moveRows(members, 'NEW."id"', newKeys, 1)};
    ${dropUnheld(members, `"placeKey" IN (SELECT o."key" FROM (${oldKeys}) AS o)`)}; END`;
  const parent = q(network.unitParent);
  triggers.unit_move = `AFTER UPDATE OF ${parent} ON ${q(network.units)}
    WHEN OLD.${parent} IS NOT NEW.${parent} AND OLD.${parent} IS NOT NULL AND NEW.${parent} IS NOT NULL
    BEGIN ${moveRows(members, '-NEW."id"', `SELECT -OLD.${parent} AS "key"`, -1)};
    ${moveRows(members, '-NEW."id"', `SELECT -NEW.${parent} AS "key"`, 1)};
    ${dropUnheld(members, `"placeKey" = -OLD.${parent}`)}; END`;
  for (const [name, body] of Object.entries(triggers)) {
    const trigger = q(memberTrigger(members, name));
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    await sql.raw(`CREATE TRIGGER ${trigger} ${body}`).execute(db);
  }
};
