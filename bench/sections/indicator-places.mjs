import { network } from '../generate/places.mjs';
import { checkRow } from '../report/rows.mjs';

/** @typedef {[route: string, query: string, words: string, atMost: number | undefined]} Measure */

/** The budget for the indicators by place. */
const budgetMs = 300;

/** Whether the server's OpenAPI document gives `/indicators/coverage` a `groupBy` parameter. */
const hasGroupBy = async (/** @type {string} */ url) => {
  const response = await fetch(`${url}/api/v1/openapi.json`);
  if (response.status !== 200) return false;
  const document = /** @type {{ paths?: Record<string, unknown> }} */ (await response.json());
  const [, route] = Object.entries(document.paths ?? {}).find(([path]) => path.endsWith('/indicators/coverage')) ?? [];
  return JSON.stringify(route ?? {}).includes('"groupBy"');
};

/**
 * The indicators by place (docs/places.md): coverage and dropout of a year by district for the
 * whole network and by centre for a region, p50 at most 300 ms; the zero-dose count by district,
 * for information. When the server does not take `groupBy` yet, no measure and a row saying so.
 *
 * @example
 * const { measures, rows } = await placeMeasures(server.url);
 *
 * @param {string} url
 * @returns {Promise<{ measures: Measure[], rows: import('../report/rows.mjs').Row[] }>}
 */
export const placeMeasures = async (url) => {
  if (!(await hasGroupBy(url))) {
    return {
      measures: [],
      rows: [
        checkRow({
          group: 'Indicators',
          metric: 'Indicators by district (whole network) and by centre (a region)',
          value: 'not measured: the server takes no `groupBy` (its OpenAPI document)',
          target: `≤ ${budgetMs} ms`,
          isMet: null,
        }),
      ],
    };
  }
  const region = network.regions.find((candidate) => candidate.id === network.indicatorRegion);
  const centers = network.districts
    .filter((district) => district.regionId === network.indicatorRegion)
    .flatMap((district) => district.centers).length;
  const byDistrict = `by district (${network.districts.length}), whole network`;
  const byCenter = `by centre, ${region?.name} (${centers} centres)`;
  const inRegion = `&orgUnitId=${network.indicatorRegion}&groupBy=center`;
  return {
    measures: [
      ['coverage', '&groupBy=district', `coverage of a year ${byDistrict}`, budgetMs],
      ['coverage', inRegion, `coverage of a year ${byCenter}`, budgetMs],
      ['dropout', '&groupBy=district', `dropout of a year ${byDistrict}`, budgetMs],
      ['dropout', inRegion, `dropout of a year ${byCenter}`, budgetMs],
      ['zero-dose', '&groupBy=district', `children under 1 without any dose ${byDistrict}`, undefined],
    ],
    rows: [],
  };
};
