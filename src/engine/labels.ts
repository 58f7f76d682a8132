import type { EntityLabels } from './entity';

/**
 * Spanish success messages for an entity, agreeing in gender with its singular label.
 *
 * @example
 * messagesFor({ singular: 'Vacuna', plural: 'Vacunas', isFeminine: true }).updated
 * // 'Vacuna actualizada correctamente'
 */
export const messagesFor = (labels: EntityLabels) => {
  const ending = labels.isFeminine ? 'a' : 'o';
  return {
    created: '¡Registro exitoso!',
    updated: `${labels.singular} actualizad${ending} correctamente`,
    deleted: `${labels.singular} eliminad${ending} correctamente`,
  };
};
