import { sql } from 'kysely';
import { addDays } from '../../domain/calendar-days';
import type { ZeroDoseItem, ZeroDoseUnitItem } from '../../domain/indicator-answers';
import type { PlaceGrouping, ZeroDoseQuery } from '../../domain/indicator-queries';
import { periodEndOf, yearsBefore, zeroDosePercentOf } from '../../domain/indicators';
import { dayStartOf, today as serverToday } from '../../engine';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { type Place, placeOfQuery } from './place';
import { groupLabelsOf } from './place-labels';
import { placeSql } from './place-sql';

const ref = (path: string) => sql.ref(path);

/**
 * The zero-dose children (WHO's Immunization Agenda 2030) of a period, per catchment centre of
 * the place (a centre, a unit's centres, the whole network), or per district or region of it
 * under `groupBy` (their centres' sums): the active patients under 1 year old on its last day
 * (the year's or the month's, or today if earlier: born after the same day a year before, and
 * by then), and those of them without any active dose given by the end of that programme day
 * (a historical dose counts: the child was vaccinated elsewhere). A child belongs to their catchment centre, else to the
 * centre of their latest active dose, as in the stored forecast (programme/forecast-rows.ts);
 * one with neither is in no centre's count. Places with children only, by name.
 *
 * One statement: the birth-date index finds the year's births; each child's doses are read
 * through the patient index of the doses; the few centre groups are then joined to their
 * centre and district by primary key and added up by unit.
 *
 * @example
 * await zeroDoseItems(db, { year: 2026, centerId: 3 })
 * // [{ vaccinationCenterId: 3, centerName: 'Centro Norte', childrenUnderOne: 12, zeroDose: 2, zeroDosePercent: 16.7 }]
 */
export const zeroDoseItems = async (
  db: Db,
  query: ZeroDoseQuery & { today?: string },
  place: Place = placeOfQuery(query),
): Promise<(ZeroDoseItem | ZeroDoseUnitItem)[]> => {
  const end = periodEndOf({ year: query.year, month: query.month ?? null, today: query.today ?? serverToday() });
  const groupBy = query.groupBy ?? 'center';
  const counts = await childrenByPlace(db, { end, place, groupBy });
  const groups = await groupLabelsOf(db, groupBy, counts.keys());
  return groups.flatMap(({ key, label }): (ZeroDoseItem | ZeroDoseUnitItem)[] => {
    const count = counts.get(key);
    if (count === undefined) return [];
    const figures = {
      childrenUnderOne: count.children,
      zeroDose: count.zeroDose,
      zeroDosePercent: zeroDosePercentOf(count.zeroDose, count.children),
    };
    const { vaccinationCenterId, centerName, orgUnitId, orgUnitName = '' } = label;
    if (vaccinationCenterId !== null) {
      // A centre's item without `groupBy` is named as it always was: its centre alone.
      const unit = query.groupBy === undefined || orgUnitId === undefined ? {} : { orgUnitId, orgUnitName };
      return [{ vaccinationCenterId, centerName: centerName ?? '', ...unit, ...figures }];
    }
    return orgUnitId === undefined
      ? []
      : [{ vaccinationCenterId: null, centerName: null, orgUnitId, orgUnitName, ...figures }];
  });
};

type PlaceCount = { children: number; zeroDose: number };

/**
 * The children under 1 on `end` and the zero-dose ones among them, grouped by catchment centre
 * (null left out), then by the unit of `groupBy`, within the place.
 */
const childrenByPlace = async (
  db: Db,
  { end, place, groupBy }: { end: string; place: Place; groupBy: PlaceGrouping },
): Promise<ReadonlyMap<number, PlaceCount>> => {
  const { join, where, key: placeKey } = placeSql({ place, groupBy, center: ref('g.centerId') });
  const key = placeKey ?? ref('g.centerId');
  const doses = sql`${sql.table(tableOf(appliedDoses))} AS ${sql.id('d')}`;
  const ownDose = sql`${ref('d.patientId')} = ${ref('p.id')} AND ${ref('d.isActive')} = 1`;
  // Each subquery is evaluated once per child: the grouping reads the computed centre, and the
  // latest dose's is looked up only for a child without a catchment centre.
  const result = await sql<{ placeId: number; children: number | string; zeroDose: number | string }>`
    SELECT ${key} AS ${sql.id('placeId')}, sum(${ref('g.children')}) AS ${sql.id('children')},
      sum(${ref('g.zeroDose')}) AS ${sql.id('zeroDose')}
    FROM (SELECT ${ref('c.centerId')} AS ${sql.id('centerId')}, count(*) AS ${sql.id('children')},
      sum(${ref('c.isZeroDose')}) AS ${sql.id('zeroDose')}
    FROM (
      SELECT coalesce(${ref('p.vaccinationCenterId')}, (
          SELECT ${ref('d.vaccinationCenterId')} FROM ${doses}
          WHERE ${ownDose} AND ${ref('d.vaccinationCenterId')} IS NOT NULL
          ORDER BY ${ref('d.applicationDateTime')} DESC, ${ref('d.id')} DESC LIMIT 1
        )) AS ${sql.id('centerId')},
        CASE WHEN EXISTS (
          SELECT 1 FROM ${doses} WHERE ${ownDose} AND ${ref('d.applicationDateTime')} < ${dayStartOf(addDays(end, 1))}
        ) THEN 0 ELSE 1 END AS ${sql.id('isZeroDose')}
      FROM ${sql.table(tableOf(patients))} AS ${sql.id('p')}
      WHERE ${ref('p.isActive')} = 1 AND ${ref('p.dateOfBirth')} > ${yearsBefore(end, 1)}
        AND ${ref('p.dateOfBirth')} <= ${end}
    ) AS ${sql.id('c')}
    GROUP BY ${ref('c.centerId')}) AS ${sql.id('g')} ${join}
    WHERE 1 = 1 ${where}
    GROUP BY ${key}`.execute(db);
  return new Map(
    result.rows.map((row) => [Number(row.placeId), { children: Number(row.children), zeroDose: Number(row.zeroDose) }]),
  );
};
