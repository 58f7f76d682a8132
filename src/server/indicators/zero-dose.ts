import { sql } from 'kysely';
import { addDays } from '../../domain/calendar-days';
import type { ZeroDoseItem } from '../../domain/indicator-answers';
import type { ZeroDoseQuery } from '../../domain/indicator-queries';
import { periodEndOf, yearsBefore, zeroDosePercentOf } from '../../domain/indicators';
import { today as serverToday } from '../../engine';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { centerNames } from './catalogue';

const ref = (path: string) => sql.ref(path);

/**
 * The zero-dose children (WHO's Immunization Agenda 2030) of a period, per catchment centre:
 * the active patients under 1 year old on its last day (the year's or the month's, or today
 * if earlier: born after the same day a year before, and by then), and those of them without
 * any active dose given by then (a historical dose counts: the child was vaccinated
 * elsewhere). A child belongs to their catchment centre, else to the centre of their latest
 * active dose, as in the stored forecast (programme/forecast-rows.ts); one with neither is in
 * no centre's count. Centres with children only, by name.
 *
 * One statement: the birth-date index finds the year's births; each child's doses are read
 * through the patient index of the doses.
 *
 * @example
 * await zeroDoseItems(db, { year: 2026, centerId: 3 })
 * // [{ vaccinationCenterId: 3, centerName: 'Centro Norte', childrenUnderOne: 12, zeroDose: 2, zeroDosePercent: 16.7 }]
 */
export const zeroDoseItems = async (db: Db, query: ZeroDoseQuery & { today?: string }): Promise<ZeroDoseItem[]> => {
  const end = periodEndOf({ year: query.year, month: query.month ?? null, today: query.today ?? serverToday() });
  const [groups, names] = await Promise.all([childrenByCenter(db, end), centerNames(db, query.centerId)]);
  return groups
    .filter((group) => query.centerId === undefined || group.centerId === query.centerId)
    .flatMap((group): ZeroDoseItem[] => {
      const centerName = names.get(group.centerId);
      if (centerName === undefined) return [];
      return [
        {
          vaccinationCenterId: group.centerId,
          centerName,
          childrenUnderOne: group.children,
          zeroDose: group.zeroDose,
          zeroDosePercent: zeroDosePercentOf(group.zeroDose, group.children),
        },
      ];
    })
    .sort((a, b) => a.centerName.localeCompare(b.centerName, 'es') || a.vaccinationCenterId - b.vaccinationCenterId);
};

type CenterGroup = { centerId: number; children: number; zeroDose: number };

/** The children under 1 on `end` and the zero-dose ones among them, grouped by catchment centre (null left out). */
const childrenByCenter = async (db: Db, end: string): Promise<CenterGroup[]> => {
  const doses = sql`${sql.table(tableOf(appliedDoses))} AS ${sql.id('d')}`;
  const ownDose = sql`${ref('d.patientId')} = ${ref('p.id')} AND ${ref('d.isActive')} = 1`;
  // Each subquery is evaluated once per child: the grouping reads the computed centre, and the
  // latest dose's is looked up only for a child without a catchment centre.
  const result = await sql<{ centerId: number | null; children: number | string; zeroDose: number | string }>`
    SELECT ${ref('c.centerId')} AS ${sql.id('centerId')}, count(*) AS ${sql.id('children')},
      sum(${ref('c.isZeroDose')}) AS ${sql.id('zeroDose')}
    FROM (
      SELECT coalesce(${ref('p.vaccinationCenterId')}, (
          SELECT ${ref('d.vaccinationCenterId')} FROM ${doses}
          WHERE ${ownDose} AND ${ref('d.vaccinationCenterId')} IS NOT NULL
          ORDER BY ${ref('d.applicationDateTime')} DESC, ${ref('d.id')} DESC LIMIT 1
        )) AS ${sql.id('centerId')},
        CASE WHEN EXISTS (
          SELECT 1 FROM ${doses} WHERE ${ownDose} AND ${ref('d.applicationDateTime')} < ${addDays(end, 1)}
        ) THEN 0 ELSE 1 END AS ${sql.id('isZeroDose')}
      FROM ${sql.table(tableOf(patients))} AS ${sql.id('p')}
      WHERE ${ref('p.isActive')} = 1 AND ${ref('p.dateOfBirth')} > ${yearsBefore(end, 1)}
        AND ${ref('p.dateOfBirth')} <= ${end}
    ) AS ${sql.id('c')}
    GROUP BY ${ref('c.centerId')}`.execute(db);
  return result.rows.flatMap((row) =>
    row.centerId === null
      ? []
      : [{ centerId: Number(row.centerId), children: Number(row.children), zeroDose: Number(row.zeroDose) }],
  );
};
