import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { tableOf } from '../schema/tables';
import { networkTables } from '../scope/place-keys';
import type { RelatedFilter } from './list-query';

/**
 * The conditions of a list's filters through a reference (the config's `filters`), on the
 * entity's table as `t0`: each the referenced row by its primary key, tested per row, so a list
 * of few rows (ESAVI reports) reads one dose each, never every dose of a lot. A `unit` filter
 * takes the row's centre up its unit's tree: the unit itself, its parent or its grandparent.
 *
 * @example
 * relatedConditions(registry, adverseEvents, [{ filter: byBatch, id: 4 }])
 * // [EXISTS (SELECT 1 FROM applied_doses AS r WHERE r.id = t0.appliedDoseId AND r.vaccineBatchId = 4)]
 */
export const relatedConditions = (
  registry: EntityRegistry,
  entity: AnyEntity,
  related: readonly RelatedFilter[] = [],
): RawBuilder<unknown>[] =>
  related.map(({ filter, id }) => {
    const [first = '', second = ''] = filter.path.split('.');
    const target = registry.get(entity.fields.find((field) => field.name === first)?.reference?.entity ?? '');
    const referenced = sql`FROM ${sql.table(tableOf(target))} AS ${sql.id('r')}`;
    const onRow = sql`${sql.ref('r.id')} = ${sql.ref(`t0.${first}`)}`;
    if (filter.matches !== 'unit') {
      return sql`EXISTS (SELECT 1 ${referenced} WHERE ${onRow} AND ${sql.ref(`r.${second}`)} = ${id})`;
    }
    const network = networkTables(registry.all);
    if (!network) throw new Error(`${entity.name}'s filter ${filter.name} needs the centres and the units`);
    const [unit, parent] = [(name: string) => sql.ref(`u.${name}`), (name: string) => sql.ref(`p.${name}`)];
    return sql`EXISTS (SELECT 1 ${referenced}
      JOIN ${sql.table(network.centers)} AS ${sql.id('c')} ON ${sql.ref('c.id')} = ${sql.ref(`r.${second}`)}
      JOIN ${sql.table(network.units)} AS ${sql.id('u')} ON ${unit('id')} = ${sql.ref(`c.${network.centerUnit}`)}
      LEFT JOIN ${sql.table(network.units)} AS ${sql.id('p')} ON ${parent('id')} = ${unit(network.unitParent)}
      WHERE ${onRow} AND (${unit('id')} = ${id} OR ${unit(network.unitParent)} = ${id} OR ${parent(network.unitParent)} = ${id}))`;
  });
