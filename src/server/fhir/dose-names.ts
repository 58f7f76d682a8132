import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { manufacturers } from '../../entities/manufacturers';
import { users } from '../../entities/users';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { vaccines } from '../../entities/vaccines';

/** What an Immunization names of a dose's vaccine: its name, code, series and manufacturer. */
export type VaccineNames = {
  vaccineName: string | null;
  codeSystem: string | null;
  code: string | null;
  requiredDoses: number | null;
  manufacturerName: string | null;
};

/**
 * The names doses refer to (their vaccines, centres and professionals), read once per id and
 * kept: a handful of rows for a page, and for a whole export no more than those tables hold,
 * instead of a join per dose.
 */
export type DoseNames = {
  vaccines: Map<number, VaccineNames>;
  centers: Map<number, string | null>;
  professionals: Map<number, string | null>;
};

export const emptyDoseNames = (): DoseNames => ({ vaccines: new Map(), centers: new Map(), professionals: new Map() });

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The ids of `ids` not yet in `known`, once each. */
const missing = (ids: readonly (number | null)[], known: ReadonlyMap<number, unknown>) => [
  ...new Set(ids.filter((id): id is number => id !== null && !known.has(id))),
];

/**
 * Adds to `names` the vaccines, centres and professionals of these doses it lacks: at most
 * three queries by primary key.
 *
 * @example
 * await readDoseNames(db, names, { vaccineIds: [3], centerIds: [1], userIds: [2] });
 */
export const readDoseNames = async (
  db: Db,
  names: DoseNames,
  ids: { vaccineIds: (number | null)[]; centerIds: (number | null)[]; userIds: (number | null)[] },
) => {
  const [vaccineIds, centerIds, userIds] = [
    missing(ids.vaccineIds, names.vaccines),
    missing(ids.centerIds, names.centers),
    missing(ids.userIds, names.professionals),
  ];
  if (vaccineIds.length > 0) {
    const rows = await db
      .selectFrom(`${tableOf(vaccines)} as v`)
      .leftJoin(`${tableOf(manufacturers)} as m`, 'm.id', 'v.manufacturerId')
      .select(['v.id', 'v.vaccineName', 'v.codeSystem', 'v.code', 'v.requiredDoses', 'm.manufacturerName'])
      .where('v.id', 'in', vaccineIds)
      .execute();
    for (const row of rows) {
      names.vaccines.set(Number(row.id), {
        vaccineName: text(row.vaccineName),
        codeSystem: text(row.codeSystem),
        code: text(row.code),
        requiredDoses: row.requiredDoses === null ? null : Number(row.requiredDoses),
        manufacturerName: text(row.manufacturerName),
      });
    }
  }
  if (centerIds.length > 0) {
    const rows = await db
      .selectFrom(tableOf(vaccinationCenters))
      .select(['id', 'centerName'])
      .where('id', 'in', centerIds)
      .execute();
    for (const row of rows) names.centers.set(Number(row.id), text(row.centerName));
  }
  if (userIds.length > 0) {
    const rows = await db
      .selectFrom(tableOf(users))
      .select(['id', 'name', 'lastname'])
      .where('id', 'in', userIds)
      .execute();
    for (const row of rows) {
      const name = [text(row.name), text(row.lastname)].filter((part) => part !== null && part.trim() !== '').join(' ');
      names.professionals.set(Number(row.id), name === '' ? null : name);
    }
  }
};
