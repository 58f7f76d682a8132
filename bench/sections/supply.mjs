import { network } from '../generate/places.mjs';
import { supplyNetwork } from '../generate/supply-network.mjs';
import { p50PerRound } from '../lib/p50-per-round.mjs';
import { budgetRow, infoRow } from '../report/rows.mjs';

const group = 'Supply (stock at places)';
/** The budget for a centre's stock page and the dose form's lot search. */
const budgetMs = 50;

/**
 * Stock at a national network (issue 42, docs/supply.md), once `growSupplyNetwork` made it 1,000
 * centres each holding 24 lots: as the admin, a centre's stock page (`GET /stock?centerId=`,
 * 25 rows) and the dose form's lot search (the same with `pageSize=200`, every lot it holds) at
 * an added centre and at the busiest one, p50 at most 50 ms each; a district's page and the
 * whole network's first page for information.
 *
 * @param {import('../lib/server.mjs').Measure & { grown: { centers: number[], districts: number[] }, scaleLabel: string }} options
 */
export const measureSupply = async ({ server, token, rounds, grown, scaleLabel }) => {
  console.log('  supply: stock at places');
  const label = `${supplyNetwork.centers.toLocaleString('en')} centres, ${scaleLabel}`;
  const added = grown.centers[Math.floor(grown.centers.length / 2)];
  const district = grown.districts[0];
  /** @type {[path: string, shown: string, words: string, atMost: number | undefined][]} */
  const measures = [
    [
      `/stock?centerId=${added}&page=1&pageSize=25`,
      '/stock?centerId={id}&page=1&pageSize=25',
      `a centre's stock page, ${supplyNetwork.lotsPerCenter} lots`,
      budgetMs,
    ],
    [
      `/stock?centerId=${added}&pageSize=200`,
      '/stock?centerId={id}&pageSize=200',
      "the dose form's lot search there",
      budgetMs,
    ],
    [
      `/stock?centerId=${network.busiestCenter}&pageSize=200`,
      '/stock?centerId={id}&pageSize=200',
      "the dose form's lot search at the busiest centre",
      budgetMs,
    ],
    [
      `/stock?orgUnitId=${district}&page=1&pageSize=25`,
      '/stock?orgUnitId={id}&page=1&pageSize=25',
      'a district: its store and its centres',
      undefined,
    ],
    [
      '/stock?page=1&pageSize=25',
      '/stock?page=1&pageSize=25',
      'the whole network, the national store first',
      undefined,
    ],
  ];
  const rows = [];
  for (const [path, shown, words, atMost] of measures) {
    const ours = await p50PerRound({ url: `${server.url}/api/v1${path}`, token, rounds });
    const metric = `GET ${shown} (${words}; ${label}): p50`;
    rows.push(
      atMost === undefined
        ? infoRow({ group, metric, unit: 'ms', ours })
        : budgetRow({ group, metric, unit: 'ms', ours, target: { atMost } }),
    );
  }
  return rows;
};
