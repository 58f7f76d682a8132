import type { AnyEntity, FieldConfig } from './entity';

export type EntityRegistry = {
  all: readonly AnyEntity[];
  get: (name: string) => AnyEntity;
};

/**
 * Indexes entity configs by name and checks that every reference, row link and list filter names a
 * registered entity (and view, and field), so a typo in a config fails at start, not at the first request.
 *
 * @example
 * const registry = createRegistry([countries, manufacturers]);
 * registry.get('countries').labels.plural // 'Países'
 */
export const createRegistry = (entities: readonly AnyEntity[]): EntityRegistry => {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  for (const entity of entities) {
    for (const field of referenceFields(entity)) {
      if (!byName.has(field.reference.entity)) {
        throw new Error(`${entity.name}.${field.name} references unknown entity ${field.reference.entity}`);
      }
    }
    for (const problem of filterProblems(entity, byName)) throw new Error(problem);
    for (const link of entity.rowLinks ?? []) {
      if (!byName.get(link.entity)?.views?.some((view) => view.name === link.view)) {
        throw new Error(`${entity.name}'s row link ${link.label} names no view ${link.view} of ${link.entity}`);
      }
    }
  }
  return {
    all: entities,
    get: (name) => {
      const entity = byName.get(name);
      if (!entity) throw new Error(`Unknown entity ${name}`);
      return entity;
    },
  };
};

export type ReferenceField = FieldConfig & { reference: NonNullable<FieldConfig['reference']> };

/**
 * The entity's fields that name a row of another entity, with their `reference`.
 *
 * @example
 * referenceFields(vaccineBatches).map((field) => field.reference.entity) // ['vaccines']
 */
export const referenceFields = (entity: AnyEntity): ReferenceField[] =>
  entity.fields.filter((field): field is ReferenceField => field.reference !== undefined);

/** What is wrong with an entity's list filters: a path that is no reference and a field of its target, a name taken. */
const filterProblems = (entity: AnyEntity, byName: ReadonlyMap<string, AnyEntity>): string[] =>
  (entity.filters ?? []).flatMap((filter) => {
    const [first = '', second = ''] = filter.path.split('.');
    const target = entity.fields.find((field) => field.name === first)?.reference?.entity;
    const field = byName.get(target ?? '')?.fields.find((candidate) => candidate.name === second);
    if (!field) return [`${entity.name}'s filter ${filter.name}: ${filter.path} is no reference's field`];
    if (filter.matches === 'unit' && !field.reference)
      return [`${entity.name}'s filter ${filter.name}: ${filter.path} names no centre`];
    if (entity.fields.some((own) => own.name === filter.name))
      return [`${entity.name}'s filter ${filter.name} has the name of a field`];
    return [];
  });
