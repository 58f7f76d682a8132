import { emptyAntigenDocument } from '../../domain/cdsi/antigen-document';
import { productKeyOf } from '../../domain/cdsi/panel/product-key';
import { antigenDocumentFromRules } from '../../domain/cdsi/series-from-rules';
import type { Db } from '../../engine/server';
import { activeRulesOf } from '../programme/rules-of';

/**
 * Turns the active schedule rules ('Esquema') into the CDSi model, in the given transaction:
 * each active vaccine with rules gets a vaccine group and an antigen named as the vaccine (one
 * standard series, a target dose per rule: series-from-rules.ts), and covers that antigen.
 * Resolves with the number of vaccines whose antigen was written.
 *
 * @example
 * await convertScheduleRules(db); // 6
 */
export const convertScheduleRules = async (db: Db): Promise<number> => {
  const ids = [...new Set((await activeRulesOf(db)).map((rule) => rule.vaccineId))];
  let written = 0;
  for (const vaccineId of ids) if (await syncRulesAntigen(db, vaccineId)) written += 1;
  return written;
};

/**
 * Keeps a vaccine's own antigen (named as the vaccine, in a group of that name) the image of its
 * active schedule rules, after a rule is written or converted: created, its series rewritten, or
 * emptied when no rule is left. A vaccine that covers other antigens (a schedule loaded in the
 * CDSi model, the demo's) is left alone: its rules no longer set its forecast. Resolves with
 * whether anything was written.
 *
 * @example
 * afterChange: ({ values, context }) => syncRulesAntigen(context.db, Number(values.vaccineId)),
 */
export const syncRulesAntigen = async (db: Db, vaccineId: number): Promise<boolean> => {
  const vaccine = await db
    .selectFrom('vaccines')
    .select(['id', 'vaccineName', 'codeSystem', 'code', 'antigens'])
    .where('id', '=', vaccineId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!vaccine) return false;
  const name = String(vaccine.vaccineName ?? '');
  const covered = String(vaccine.antigens ?? '');
  if (covered !== '' && covered !== name) return false;
  const rules = await activeRulesOf(db, vaccineId);
  const antigen = await activeRow(db, { table: 'antigens', column: 'antigenName', name });
  if (rules.length === 0 && !antigen) return false;
  const groupId =
    (await activeRow(db, { table: 'vaccine_groups', column: 'groupName', name })) ??
    Number(
      (
        await db
          .insertInto('vaccine_groups')
          .values({ isActive: 1, groupName: name, isAdministeredWhole: 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const productKey = productKeyOf({
    id: vaccineId,
    codeSystem: vaccine.codeSystem === null ? null : String(vaccine.codeSystem),
    code: vaccine.code === null ? null : String(vaccine.code),
  });
  const document =
    rules.length === 0
      ? emptyAntigenDocument
      : antigenDocumentFromRules({ antigen: name, vaccineGroup: name, productKeys: [productKey], rules });
  const definition = JSON.stringify(document);
  if (antigen === undefined) {
    await db
      .insertInto('antigens')
      .values({ isActive: 1, antigenName: name, vaccineGroupId: groupId, definition })
      .execute();
  } else {
    await db.updateTable('antigens').set({ definition, vaccineGroupId: groupId }).where('id', '=', antigen).execute();
  }
  if (covered === '') await db.updateTable('vaccines').set({ antigens: name }).where('id', '=', vaccineId).execute();
  return true;
};

/** The id of the active row of `table` whose `column` is `name`, if any. */
const activeRow = async (db: Db, { table, column, name }: { table: string; column: string; name: string }) => {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(column, '=', name)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
};
