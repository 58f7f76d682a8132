import { p50PerRound } from '../lib/p50-per-round.mjs';
import { budgetRow, checkRow, infoRow } from '../report/rows.mjs';
import { placeMeasures } from './indicator-places.mjs';

const group = 'Indicators';
/** The budgets for a year's coverage: the whole network, and one centre. */
const budgetMs = { network: 300, centre: 100 };

/**
 * The page 'Indicadores' at full size: the coverage, dropout and zero-dose count of last year
 * (the doses' two years hold all of it), for the whole network and for the centre with the
 * most doses that year, p50 of the coverage at most 300 ms and 100 ms; and by place
 * (indicator-places.mjs), at most 300 ms. Every centre gets a
 * target population of ages 0 to 5 for both years first (plain SQL). The stored counts the
 * coverage reads were kept by the triggers through the data's bulk import: the busiest
 * centre's are checked against a count of its doses.
 *
 * @param {import('../lib/server.mjs').Measure & { writer: import('../generate/writer.mjs').Writer, scaleLabel: string }} options
 */
export const measureIndicators = async ({ server, token, rounds, writer, scaleLabel }) => {
  console.log('  indicators');
  const year = new Date().getUTCFullYear() - 1;
  const centres = await writer.query('SELECT "id" FROM "vaccination_centers" WHERE "isActive" = 1 ORDER BY "id"');
  await writer.insert(
    'target_populations',
    centres.flatMap(({ id }) =>
      [year, year + 1].flatMap((populationYear) =>
        [0, 1, 2, 3, 4, 5].map((ageInYears) => ({
          isActive: 1,
          vaccinationCenterId: Number(id),
          year: populationYear,
          ageInYears,
          population: 5_000 + Number(id) * 10,
        })),
      ),
    ),
  );
  const [busiest] = await writer.query(
    `SELECT "centerId" AS "id", sum("doseCount") AS "doses" FROM "dose_counts" WHERE "year" = ? AND "centerId" <> 0
     GROUP BY "centerId" ORDER BY sum("doseCount") DESC LIMIT 1`,
    [year],
  );
  const centerId = Number(busiest?.id);
  const [counted] = await writer.query(
    `SELECT count(*) AS "doses" FROM "applied_doses" WHERE "vaccinationCenterId" = ? AND "isActive" = 1
     AND coalesce("isHistorical", 0) = 0 AND "applicationDateTime" >= ? AND "applicationDateTime" < ?`,
    [centerId, `${year}-01-01`, `${year + 1}-01-01`],
  );
  const [stored, recounted] = [Number(busiest?.doses), Number(counted?.doses)];
  const rows = [
    checkRow({
      group,
      metric: `Stored dose counts of the busiest centre in ${year}, kept by the triggers through the bulk import, against a count of its doses`,
      value: `${stored.toLocaleString('en')} / ${recounted.toLocaleString('en')}`,
      target: 'equal',
      isMet: stored === recounted,
    }),
  ];
  const measures = [
    ['coverage', '', 'coverage of a year, whole network', budgetMs.network],
    ['coverage', `&centerId=${centerId}`, 'coverage of a year, busiest centre', budgetMs.centre],
    ['coverage', '&month=6', 'coverage to the end of June, whole network', budgetMs.network],
    ['dropout', '', 'dropout of a year, whole network', budgetMs.network],
    ['dropout', `&centerId=${centerId}`, 'dropout of a year, busiest centre', budgetMs.centre],
    ['zero-dose', '', 'children under 1 without any dose at the end of the year, every centre', undefined],
    ['zero-dose', `&centerId=${centerId}`, 'children under 1 without any dose, busiest centre', undefined],
  ];
  const byPlace = await placeMeasures(server.url);
  rows.push(...byPlace.rows);
  for (const [route, query, words, atMost] of /** @type {import('./indicator-places.mjs').Measure[]} */ ([
    ...measures,
    ...byPlace.measures,
  ])) {
    const path = `/api/v1/indicators/${route}?year=${year}${query}`;
    const figures = {
      group,
      metric: `GET ${path.replace(String(year), 'YYYY')} (${words}, ${scaleLabel}): p50`,
      unit: 'ms',
      ours: await p50PerRound({ url: `${server.url}${path}`, token, rounds }),
    };
    rows.push(atMost === undefined ? infoRow(figures) : budgetRow({ ...figures, target: { atMost } }));
  }
  return rows;
};
