/** The two-word search of the paged-list rows: a first name and a last name many patients share. */
export const twoWordQuery = 'María García';

/**
 * Searches typed in the browser, one per measured keystroke: a surname, then the first three
 * letters of a first name whose first two letters begin or hold several other first names.
 * The last letter narrows the rows the first two found, so the screen must change for the
 * search to count as done.
 */
export const typedSearches = [
  'herrera ign',
  'garcia jor',
  'lopez mar',
  'perez car',
  'torres ana',
  'flores lui',
  'gomez ern',
  'diaz ser',
  'reyes val',
  'cruz ren',
  'ortiz ram',
  'ramos ism',
  'vargas ele',
  'castro nat',
  'rojas roc',
  'medina gon',
  'molina tom',
  'navarro ric',
  'rivera die',
  'salazar gab',
  'mendoza ine',
];

/**
 * The paged-list cases of an entity: every column of its config as sort key in ascending
 * order, and its default sort in both orders.
 *
 * @example
 * sortCases(patients) // [{ sort: 'lastname', order: 'asc' }, { sort: 'lastname', order: 'desc' }, ...]
 *
 * @param {import('../lib/entities.mjs').BenchEntity} entity
 */
export const sortCases = (entity) => {
  const byDefault = entity.defaultSort ?? { key: 'id', order: 'asc' };
  const cases = [
    { sort: byDefault.key, order: byDefault.order },
    { sort: byDefault.key, order: byDefault.order === 'asc' ? 'desc' : 'asc' },
  ];
  for (const { key } of entity.columns) if (key !== byDefault.key) cases.push({ sort: key, order: 'asc' });
  return cases;
};

/**
 * Searches and filters a receptionist types at a list of a million rows (issue 24), each the
 * first page of 25 by the default sort: p50 at most 100 ms, one letter at most 300 ms. Per
 * entity name.
 *
 * @type {Record<string, { q?: string, filter?: Record<string, string>, budget: number }[]>}
 */
export const typedCases = {
  patients: [
    { q: 'mar', budget: 100 },
    { q: 'ma', budget: 100 },
    { q: 'g', budget: 300 },
    { q: 'maria pena', budget: 100 },
    { filter: { isChild: 'true' }, budget: 100 },
  ],
  'applied-doses': [
    { q: 'mar', budget: 100 },
    { q: 'maria pena', budget: 100 },
  ],
};

/**
 * The API path of one page of 25 rows, sorted, searched or filtered.
 *
 * @param {{ path: string }} entity
 * @param {{ sort?: string, order?: string, q?: string, filter?: Record<string, string>, page?: number }} options
 */
export const pagePath = (entity, { sort, order, q, filter = {}, page = 1 }) => {
  const query = new URLSearchParams({ page: String(page), pageSize: '25' });
  if (sort) query.set('sort', sort);
  if (order) query.set('order', order);
  if (q) query.set('q', q);
  for (const [name, value] of Object.entries(filter)) query.set(name, value);
  return `/api/v1${entity.path}?${query}`;
};
