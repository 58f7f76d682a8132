import type { AnyEntity, FieldConfig } from '../../contract/entity';

/**
 * The database table of an entity: its name with dashes as underscores.
 *
 * @example
 * await context.db.selectFrom(tableOf(vaccineBatches)).select('id').execute(); // from "vaccine_batches"
 */
export const tableOf = (entity: AnyEntity): string => entity.name.replaceAll('-', '_');

export type ColumnType = 'text' | 'integer';

export const columnTypeOf = (field: FieldConfig): ColumnType => {
  switch (field.kind) {
    case 'number':
    case 'boolean':
    case 'reference':
      return 'integer';
    case 'enum':
      return field.options?.every((option) => typeof option.value === 'number') ? 'integer' : 'text';
    default:
      return 'text';
  }
};

/** Fields the API shows: everything but private ones. */
export const publicFields = (entity: AnyEntity): FieldConfig[] => entity.fields.filter((field) => !field.isPrivate);

/** Entities ordered so that every reference target comes before the entities that point to it. */
export const dependencyOrder = (entities: readonly AnyEntity[]): AnyEntity[] => {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const ordered: AnyEntity[] = [];
  const visited = new Set<string>();
  const visit = (entity: AnyEntity) => {
    if (visited.has(entity.name)) return;
    visited.add(entity.name);
    for (const field of entity.fields) {
      const target = field.reference && byName.get(field.reference.entity);
      if (target && target !== entity) visit(target);
    }
    ordered.push(entity);
  };
  entities.forEach(visit);
  return ordered;
};
