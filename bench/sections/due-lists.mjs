import { p50PerRound } from '../lib/p50-per-round.mjs';
import { budgetRow } from '../report/rows.mjs';

const group = 'Due lists (home page)';
const pageSize = 10;
/** The issue's budget for a page of any list. */
const budgetMs = 100;

/** The list's total, from its first page. */
const totalOf = async (/** @type {string} */ url, /** @type {string} */ token) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return Number((await response.json()).total);
};

/** @type {readonly (readonly ['upcoming' | 'overdue' | 'zero-dose', string])[]} */
const lists = [
  ['upcoming', 'upcoming (due now or within 7 days, not yet overdue)'],
  ['overdue', 'overdue'],
  ['zero-dose', 'children under 5 without any dose'],
];

/**
 * The home page's 'Próximas dosis', 'Dosis atrasadas' and 'Sin ninguna dosis' of the centre
 * with the most forecast rows, today being the run's day: the first page and the last one
 * (the deepest offset) of each, pages of 10, p50 at most 100 ms.
 *
 * @param {import('../lib/server.mjs').Measure & { writer: import('../generate/writer.mjs').Writer, scaleLabel: string }} options
 */
export const measureDueLists = async ({ server, token, rounds, writer, scaleLabel }) => {
  console.log('  due lists');
  const [busiest] = await writer.query(
    `SELECT "centerId" AS "id", count(*) AS "rows" FROM "patient_forecasts" WHERE "centerId" IS NOT NULL
     GROUP BY "centerId" ORDER BY count(*) DESC LIMIT 1`,
  );
  const centerId = Number(busiest?.id);
  const today = new Date().toISOString().slice(0, 10);
  const rows = [];
  for (const [kind, words] of lists) {
    const pathOf = (/** @type {number} */ page) =>
      `/api/v1/due-doses?centerId=${centerId}&kind=${kind}&today=${today}&page=${page}&pageSize=${pageSize}`;
    const total = await totalOf(`${server.url}${pathOf(1)}`, token);
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    for (const page of [1, lastPage]) {
      rows.push(
        budgetRow({
          group,
          metric: `GET ${pathOf(page).replace(`today=${today}`, 'today=…')} (${words}, ${
            page === 1 ? 'first page' : 'last page'
          } of ${total.toLocaleString('en')} at the busiest centre, ${scaleLabel}): p50`,
          unit: 'ms',
          ours: await p50PerRound({ url: `${server.url}${pathOf(page)}`, token, rounds }),
          target: { atMost: budgetMs },
        }),
      );
    }
  }
  return rows;
};
