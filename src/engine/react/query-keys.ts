import type { QueryKey } from '@tanstack/react-query';
import type { AnyEntity } from '../contract/entity';
import type { ListParams } from '../data-provider';

/** What identifies a list's answer: its parameters without the abort signal. */
export type ListKeyParams = Omit<ListParams, 'signal'>;

/**
 * The query keys of the engine's server state, in one place. Every key starts with
 * `'entity'`, so a write can invalidate them all at once.
 *
 * @example
 * entityKeys.list(patients, { page: 1, pageSize: 25, q: 'peña' }) // ['entity', 'patients', 'list', {...}]
 */
export const entityKeys = {
  all: ['entity'] as const,
  /** Every page of an entity's list: the key a list controller adds its parameters to. */
  lists: (entity: AnyEntity): QueryKey => ['entity', entity.name, 'list'],
  list: (entity: AnyEntity, params: ListKeyParams): QueryKey => ['entity', entity.name, 'list', params],
  one: (entity: AnyEntity, id: number): QueryKey => ['entity', entity.name, 'one', id],
  /** The options a search box found for a term, by the box's own key (what it searches). */
  options: (key: QueryKey, term: string): QueryKey => ['entity', ...key, 'options', term],
};
