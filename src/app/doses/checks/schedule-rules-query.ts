import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ScheduleRule } from '../../../domain/forecast';
import type { DataProvider, ListParams } from '../../../engine';
import { entityKeys } from '../../../engine/react';
import type { RowOf } from '../../../entities';
import { scheduleRules } from '../../../entities/schedule-rules';
import { typedRows } from '../../api/typed-rows';

/** A vaccine's active schedule rules, with the vaccine's name as they give it (null without rules). */
export type VaccineRules = { vaccineName: string | null; rules: readonly ScheduleRule[] };

/** More rules than any vaccine's series has doses: one page holds them all. */
const rulesPageSize = 50;

const rulesParams = (vaccineId: number) =>
  ({
    filter: { vaccineId },
    page: 1,
    pageSize: rulesPageSize,
    sort: 'doseNumber',
    order: 'asc',
  }) satisfies ListParams;

/**
 * The query of a vaccine's active schedule rules (`GET /schedule-rules?vaccineId=`), which both
 * roles read; its key starts with 'entity', so any write, a rule's change too, reloads it.
 *
 * @example
 * const { data } = useQuery(vaccineRulesQuery(dataProvider, 4)); // { vaccineName: 'Pentavalente', rules: [...] }
 */
export const vaccineRulesQuery = (dataProvider: DataProvider, vaccineId: number | null) =>
  queryOptions({
    queryKey:
      vaccineId === null
        ? [...entityKeys.all, scheduleRules.name, 'none']
        : entityKeys.list(scheduleRules, rulesParams(vaccineId)),
    queryFn:
      vaccineId === null
        ? skipToken
        : async ({ signal }): Promise<VaccineRules> => {
            const { items } = await dataProvider.getList(scheduleRules, { ...rulesParams(vaccineId), signal });
            const rows = typedRows(scheduleRules, items).filter((row) => row.isActive !== false);
            return { vaccineName: rows[0]?.vaccine?.vaccineName ?? null, rules: rows.map(ruleOf) };
          },
  });

const ruleOf = (row: RowOf<'schedule-rules'>): ScheduleRule => ({
  vaccineId: row.vaccineId,
  doseNumber: row.doseNumber,
  minimumAgeDays: row.minimumAgeDays,
  recommendedAgeDays: row.recommendedAgeDays,
  overdueAgeDays: row.overdueAgeDays,
  maximumAgeDays: row.maximumAgeDays ?? null,
  minimumIntervalDays: row.minimumIntervalDays,
});
