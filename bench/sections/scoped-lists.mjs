import { districtOf, healthUserAt, network, scopedAdmins } from '../generate/places.mjs';
import { login } from '../lib/api.mjs';
import { foundText, measureDeepPages, measurePage } from './page-measure.mjs';
import { pagePath } from './paged-urls.mjs';

const group = 'Scoped accounts (API)';

/** @typedef {import('./page-measure.mjs').FoundPage} FoundPage */
/** @typedef {import('../lib/entities.mjs').BenchEntity} BenchEntity */
/** @typedef {{ email: string, words: string, centers: number[], lists: ('patients' | 'applied-doses')[] }} Account */

/**
 * The searches and the filter of the scoped rows, with the unscoped rows' budgets (paged-urls.mjs).
 * @type {Record<'patients' | 'applied-doses', { q?: string, filter?: Record<string, string> }[]>}
 */
const typed = {
  patients: [{ q: 'mar' }, { q: 'maria pena' }, { filter: { isChild: 'true' } }],
  'applied-doses': [{ q: 'mar' }, { q: 'maria pena' }],
};

/**
 * The accounts measured: a health user at the busiest centre and one at the smallest (the
 * patients; the doses list is the admin's), the admins of those centres (the doses) and a
 * district's admin (both).
 *
 * @param {import('../generate/writer.mjs').Writer} writer
 * @returns {Promise<Account[]>}
 */
const scopedAccounts = async (writer) => {
  const emailOf = async (/** @type {number} */ id) =>
    String((await writer.query('SELECT "email" FROM "users" WHERE "id" = ?', [id]))[0]?.email);
  const adminOf = (/** @type {string} */ key) => {
    const found = scopedAdmins.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`No scoped admin ${key}`);
    return found.email;
  };
  const { busiestCenter: busiest, smallestCenter: smallest, adminDistrict } = network;
  const district = network.districts.find((candidate) => candidate.id === adminDistrict);
  if (!district) throw new Error(`No district ${adminDistrict}`);
  return [
    {
      email: await emailOf(healthUserAt(busiest)),
      words: 'health user at the busiest centre',
      centers: [busiest],
      lists: ['patients'],
    },
    {
      email: await emailOf(healthUserAt(smallest)),
      words: 'health user at the smallest centre',
      centers: [smallest],
      lists: ['patients'],
    },
    { email: adminOf('busiest'), words: 'admin of the busiest centre', centers: [busiest], lists: ['applied-doses'] },
    {
      email: adminOf('smallest'),
      words: 'admin of the smallest centre',
      centers: [smallest],
      lists: ['applied-doses'],
    },
    {
      email: adminOf('district'),
      words: `admin of ${district.name} (${district.centers.length} centres, ${districtOf(busiest).id === district.id ? 'with' : 'without'} the busiest)`,
      centers: district.centers,
      lists: ['patients', 'applied-doses'],
    },
  ];
};

/**
 * The rows of a scope as the engine's definition counts them (docs/places.md): the patients
 * whose catchment centre is one of `centers` or with an active dose at one; the doses at them.
 * A union of the two sets: PostgreSQL runs `id IN (subquery)` inside an OR once per patient
 * when the subquery's rows do not fit `work_mem` (over 15 minutes for the busiest centre).
 *
 * @param {import('../generate/writer.mjs').Writer} writer
 * @param {number[]} centers
 */
const scopeSizes = async (writer, centers) => {
  const marks = centers.map(() => '?').join(', ');
  const [patients] = await writer.query(
    `SELECT count(*) AS "rows" FROM (SELECT "id" FROM "patients" WHERE "vaccinationCenterId" IN (${marks})
       UNION SELECT "patientId" FROM "applied_doses" WHERE "vaccinationCenterId" IN (${marks}) AND "isActive" = 1) AS "inScope"`,
    [...centers, ...centers],
  );
  const [doses] = await writer.query(
    `SELECT count(*) AS "rows" FROM "applied_doses" WHERE "vaccinationCenterId" IN (${marks})`,
    centers,
  );
  return { patients: Number(patients?.rows), 'applied-doses': Number(doses?.rows) };
};

/**
 * At full size, the lists as accounts scoped to a place see them (docs/places.md): for a
 * health user at the busiest centre and one at the smallest, and a district's admin, the
 * first page of the patients by the default sort (p50 at most 20 ms), `q=mar` and
 * `q=maria pena` (100 ms), the rare filter `isChild=true` (100 ms) and random deep pages
 * (20 ms); for the admins of those centres and the district's, the same first page and
 * searches of the doses. The unscoped rows' budgets (paged-lists.mjs).
 *
 * @param {import('../lib/server.mjs').Measure & { writer: import('../generate/writer.mjs').Writer, entities: Record<'patients' | 'applied-doses', BenchEntity>, sizes: Record<string, string> }} options
 */
export const measureScopedLists = async ({ server, rounds, writer, entities, sizes }) => {
  const rows = [];
  for (const account of await scopedAccounts(writer)) {
    console.log(`  scoped lists, ${account.words}`);
    const { token } = await login(server.url, account.email);
    const inScope = await scopeSizes(writer, account.centers);
    for (const name of account.lists) {
      const entity = entities[name];
      const scope = `${inScope[name].toLocaleString('en')} in scope of ${sizes[name]}`;
      const sort = entity.defaultSort ?? { key: 'id', order: 'asc' };
      /** @type {{ path: string, metric: (page?: FoundPage) => string, budget: number }[]} */
      const cases = [
        {
          path: pagePath(entity, { sort: sort.key, order: sort.order }),
          metric: () => `${entity.path} page of 25 by ${sort.key} ${sort.order}, ${account.words} (${scope}): p50`,
          budget: 20,
        },
        ...typed[name].map(({ q, filter }) => ({
          path: pagePath(entity, { q, filter }),
          metric: (/** @type {FoundPage | undefined} */ page) =>
            `${entity.path} page of 25 for ${q ? `q='${q}'` : new URLSearchParams(filter)}, ${account.words} (${foundText(page)} found; ${scope}): p50`,
          budget: 100,
        })),
      ];
      for (const { path, metric, budget } of cases) {
        rows.push((await measurePage({ server, token, rounds, group, path, metric, budget })).row);
      }
      if (name === 'patients') {
        const lastPage = Math.min(2000, Math.ceil(inScope.patients / 25));
        const metric = `${entity.path} random page between 1 and ${lastPage.toLocaleString('en')} of 25 by lastname asc, ${account.words} (${scope}): p50`;
        rows.push(await measureDeepPages({ server, token, rounds, group, entity, lastPage, metric }));
      }
    }
  }
  return rows;
};
