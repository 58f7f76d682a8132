import { productKeyOf } from '../../domain/cdsi/product-key';
import { antigenDocumentFromRules } from '../../domain/cdsi/series-from-rules';
import type { Db } from '../../engine/server';
import { activeRulesOf } from '../programme/rules-of';

/**
 * Turns the active schedule rules ('Esquema') into the CDSi model, in the given transaction:
 * each active vaccine with rules gets a vaccine group and an antigen named as the vaccine (one
 * standard series, a target dose per rule: series-from-rules.ts), and covers that antigen. A
 * vaccine that already covers antigens, or whose name a group or antigen already has, is left
 * as it is. Resolves with the number of antigens written.
 *
 * @example
 * await convertScheduleRules(db); // 6
 */
export const convertScheduleRules = async (db: Db): Promise<number> => {
  const rules = await activeRulesOf(db);
  const vaccines = await db
    .selectFrom('vaccines')
    .select(['id', 'vaccineName', 'codeSystem', 'code', 'antigens'])
    .where('isActive', '=', 1)
    .orderBy('id')
    .execute();
  let written = 0;
  for (const vaccine of vaccines) {
    const own = rules.filter((rule) => rule.vaccineId === Number(vaccine.id));
    const name = String(vaccine.vaccineName ?? '');
    if (own.length === 0 || (vaccine.antigens ?? '') !== '' || (await isNameTaken(db, name))) continue;
    const group = await db
      .insertInto('vaccine_groups')
      .values({ isActive: 1, groupName: name, isAdministeredWhole: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productKey = productKeyOf({
      id: Number(vaccine.id),
      codeSystem: vaccine.codeSystem === null ? null : String(vaccine.codeSystem),
      code: vaccine.code === null ? null : String(vaccine.code),
    });
    const document = antigenDocumentFromRules({
      antigen: name,
      vaccineGroup: name,
      productKeys: [productKey],
      rules: own,
    });
    await db
      .insertInto('antigens')
      .values({
        isActive: 1,
        antigenName: name,
        vaccineGroupId: Number(group.id),
        definition: JSON.stringify(document),
      })
      .execute();
    await db.updateTable('vaccines').set({ antigens: name }).where('id', '=', Number(vaccine.id)).execute();
    written += 1;
  }
  return written;
};

const isNameTaken = async (db: Db, name: string) => {
  const [group, antigen] = await Promise.all([
    db.selectFrom('vaccine_groups').select('id').where('groupName', '=', name).where('isActive', '=', 1).execute(),
    db.selectFrom('antigens').select('id').where('antigenName', '=', name).where('isActive', '=', 1).execute(),
  ]);
  return group.length > 0 || antigen.length > 0;
};
