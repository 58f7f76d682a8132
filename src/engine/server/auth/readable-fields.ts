import type { AnyEntity } from '../../contract/entity';

const views = new WeakMap<AnyEntity, Map<string, AnyEntity>>();

/**
 * The entity as one role reads it: a field whose `readRoles` leave the role out is private
 * for it, so its answers, filters, sorts and searches never see that field. The same object
 * for the same entity and role (the repository plans its queries once per object); the
 * entity itself when none of its fields limits its readers.
 *
 * @example
 * readableBy(users, 'health').fields.find((field) => field.name === 'role')?.isPrivate // true
 * readableBy(users, 'admin') === users // true when every limited field lets the admin read it
 */
export const readableBy = (entity: AnyEntity, role: string): AnyEntity => {
  const hidden = entity.fields.filter(
    (field) => field.readRoles && !field.readRoles.includes(role) && !field.isPrivate,
  );
  if (hidden.length === 0) return entity;
  const byRole = views.get(entity) ?? new Map<string, AnyEntity>();
  views.set(entity, byRole);
  let view = byRole.get(role);
  if (!view) {
    view = {
      ...entity,
      fields: entity.fields.map((field) => (hidden.includes(field) ? { ...field, isPrivate: true } : field)),
    };
    byRole.set(role, view);
  }
  return view;
};
