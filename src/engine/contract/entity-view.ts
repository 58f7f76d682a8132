import type { EntityConfig, EntityRow, EntityViewConfig } from './entity';

type ViewHolder = Pick<EntityConfig, 'name' | 'page' | 'views' | 'access'>;

/** The most icons a manage table's row shows: its links, Editar and Eliminar. */
export const maxRowIcons = 3;

/**
 * The route pattern of an entity's view: its page's path, then its own.
 *
 * @example
 * viewPattern(vaccineBatches, detail) // '/lotes/:id'
 */
export const viewPattern = (entity: ViewHolder, view: Pick<EntityViewConfig, 'path'>): string => {
  if (!entity.page) throw new Error(`${entity.name} has views but no page to hold them`);
  return `/${entity.page.path}/${view.path}`;
};

/**
 * The view of that name, or an error naming what is missing.
 *
 * @example
 * viewNamed(patients, 'card').path // ':id/carnet'
 */
export const viewNamed = (entity: ViewHolder, name: string): EntityViewConfig => {
  const view = entity.views?.find((candidate) => candidate.name === name);
  if (!view) throw new Error(`${entity.name} declares no view ${name}`);
  return view;
};

/**
 * The app path of a record's view: its pattern with each `:param` taken from `values` (encoded),
 * then the query, if any. The one place a view's path is written is its config.
 *
 * @example
 * viewPath(patients, 'card', { id: 7 }) // '/pacientes/7/carnet'
 * viewPath(patients, 'card', { id: 7 }, { reportar: 31 }) // '/pacientes/7/carnet?reportar=31'
 */
export const viewPath = (
  entity: ViewHolder,
  name: string,
  values: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, string | number>> = {},
): string => {
  const path = viewPattern(entity, viewNamed(entity, name)).replace(/:(\w+)/g, (_match, key: string) => {
    const value = values[key];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`The view ${entity.name}/${name} needs a value for :${key}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
};

/**
 * Who may open a view: its own roles, else the entity's readers.
 *
 * @example
 * viewRoles(patients, card) // ['admin', 'health']
 */
export const viewRoles = (entity: ViewHolder, view: EntityViewConfig): readonly string[] =>
  view.roles ?? entity.access.read;

/**
 * The entity's record view (its figures and form actions), if it declares one.
 *
 * @example
 * recordViewOf(vaccineBatches)?.path // ':id'
 */
export const recordViewOf = (entity: Pick<EntityConfig, 'views'>): EntityViewConfig | undefined =>
  entity.views?.find((view) => (view.kind ?? 'record') === 'record');

/**
 * The values of a record a view's path takes: a row's fields, by the names its params say.
 *
 * @example
 * rowValues({ id: 'patientId' }, dose) // { ...dose, id: dose.patientId }
 */
export const rowValues = (row: EntityRow, params: Readonly<Record<string, string>> = {}): Record<string, unknown> => ({
  ...row,
  ...Object.fromEntries(Object.entries(params).map(([param, field]) => [param, row[field]])),
});

/**
 * What is wrong with an entity's views, checked when its config loads: they need a page to hang
 * under, distinct names and paths, no more than one record view, roles among the readers; form
 * actions need the record view that shows them; and a row shows at most three icons (its links,
 * Editar and Eliminar).
 *
 * @example
 * viewProblems({ ...vaccineBatches, views: [] })
 * // ['vaccine-batches declares form actions but no record view to show them']
 */
export const viewProblems = (entity: ViewHolder & Pick<EntityConfig, 'formActions' | 'rowLinks'>): string[] => {
  const views = entity.views ?? [];
  const where = entity.name;
  const twice = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
  const records = views.filter((view) => (view.kind ?? 'record') === 'record');
  const rowIcons = views.filter((view) => view.rowLink).length + (entity.rowLinks?.length ?? 0) + 2;
  return [
    ...(views.length > 0 && !entity.page ? [`${where} declares views but no page to hold them`] : []),
    ...twice(views.map((view) => view.name)).map((name) => `${where} declares the view ${name} twice`),
    ...twice(views.flatMap((view) => [view.path, ...(view.formerPaths ?? [])])).map(
      (path) => `${where} has two views at ${path}`,
    ),
    ...(records.length > 1 ? [`${where} declares ${records.length} record views; one at most`] : []),
    ...records
      .filter((view) => !view.path.split('/').includes(':id'))
      .map((view) => `${where}'s record view ${view.name} needs :id in its path`),
    ...views.flatMap((view) =>
      (view.roles ?? [])
        .filter((role) => !entity.access.read.includes(role))
        .map((role) => `${where}'s view ${view.name} opens to ${role}, who may not read it`),
    ),
    ...views
      .filter((view) => view.path === '' || view.path.startsWith('/'))
      .map((view) => `${where}'s view ${view.name} needs a path below the page's, without a leading slash`),
    ...(entity.formActions?.length && records.length === 0
      ? [`${where} declares form actions but no record view to show them`]
      : []),
    ...(rowIcons > maxRowIcons ? [`${where}'s rows would show ${rowIcons} icons; ${maxRowIcons} at most`] : []),
  ];
};
