import { expect } from 'vitest';
import { cvxSystem } from '../../../src/domain/cdsi/panel/product-key';
import { antigenDocumentFromRules } from '../../../src/domain/cdsi/series-from-rules';
import type { ScheduleRule } from '../../../src/domain/forecast';
import type { ApiFixture } from '../../helpers/api-fixture';
import { idOf, payloads } from '../../helpers/sample-data';

type Rule = Omit<ScheduleRule, 'vaccineId'>;

/** A dose's rule from its ages in days (minimum, recommended, overdue, maximum) and its interval. */
const rule = (doseNumber: number, ages: [number, number, number, number | null], minimumIntervalDays: number): Rule => {
  const [minimumAgeDays, recommendedAgeDays, overdueAgeDays, maximumAgeDays] = ages;
  return { doseNumber, minimumAgeDays, recommendedAgeDays, overdueAgeDays, maximumAgeDays, minimumIntervalDays };
};

/** An infant series of three doses at 2, 4 and 6 months, four weeks apart, without a maximum age. */
const infantSeries = [
  rule(1, [42, 60, 90, null], 0),
  rule(2, [70, 120, 150, null], 28),
  rule(3, [98, 180, 210, null], 28),
];

/** Rotavirus at 2 and 4 months, never after 15 weeks for the first dose nor 8 months for the second. */
const rotavirusSeries = [rule(1, [42, 60, 90, 105], 0), rule(2, [70, 120, 150, 240], 28)];

/** Each antigen of the file's schedule: its group, the CVX code of the product that gives it, its series. */
const antigens = [
  { name: 'Difteria', group: 'DTP', cvx: '146', rules: infantSeries },
  { name: 'Tétanos', group: 'DTP', cvx: '146', rules: infantSeries },
  { name: 'Tos convulsa', group: 'DTP', cvx: '146', rules: infantSeries },
  { name: 'Hepatitis B', group: 'Hepatitis B', cvx: '146', rules: infantSeries },
  { name: 'Hib', group: 'Hib', cvx: '146', rules: infantSeries },
  { name: 'Polio', group: 'Polio', cvx: '146', rules: infantSeries },
  { name: 'Rotavirus', group: 'Rotavirus', cvx: '116', rules: rotavirusSeries },
] as const;

/**
 * A CDSi schedule in the demo's Spanish words, through the API as the admin: the groups DTP
 * (Difteria, Tétanos, Tos convulsa), Hepatitis B, Hib and Polio, all given with a Hexavalente
 * (CVX 146), and Rotavirus (CVX 116) with its maximum ages.
 *
 * @example
 * const { hexavalente, antigenIds } = await cdsiSchedule(fixture);
 */
export const cdsiSchedule = async ({ api, ids }: ApiFixture) => {
  const groupIds = new Map<string, number>();
  const antigenIds = new Map<string, number>();
  for (const antigen of antigens) {
    if (!groupIds.has(antigen.group)) {
      groupIds.set(antigen.group, idOf(await api.admin('POST', '/vaccine-groups', { groupName: antigen.group })));
    }
    const definition = JSON.stringify(
      antigenDocumentFromRules({
        antigen: antigen.name,
        vaccineGroup: antigen.group,
        productKeys: [antigen.cvx],
        rules: antigen.rules,
      }),
    );
    const created = await api.admin('POST', '/antigens', {
      antigenName: antigen.name,
      vaccineGroupId: groupIds.get(antigen.group),
      definition,
    });
    expect(created.status, created.text).toBe(201);
    antigenIds.set(antigen.name, idOf(created));
  }
  const product = async (vaccineName: string, cvx: string) =>
    idOf(
      await api.admin('POST', '/vaccines', {
        ...payloads.vaccine(ids.manufacturerId),
        vaccineName,
        codeSystem: cvxSystem,
        code: cvx,
        antigens: antigens
          .filter((antigen) => antigen.cvx === cvx)
          .map((antigen) => antigen.name)
          .join(', '),
      }),
    );
  return {
    hexavalente: await product('Hexavalente', '146'),
    rotavirus: await product('Rotavirus oral', '116'),
    antigenIds,
  };
};
