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
 * The API path of one page of 25 rows, sorted or searched.
 *
 * @param {{ path: string }} entity
 * @param {{ sort?: string, order?: string, q?: string }} options
 */
export const pagePath = (entity, { sort, order, q }) => {
  const query = new URLSearchParams({ page: '1', pageSize: '25' });
  if (sort) query.set('sort', sort);
  if (order) query.set('order', order);
  if (q) query.set('q', q);
  return `/api/v1${entity.path}?${query}`;
};
