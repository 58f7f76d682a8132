import type { AnyEntity } from '../../contract/entity';
import { idParameter } from './entity-paths';
import { schemaNamesOf, schemaRef } from './entity-schemas';
import { errorsFor } from './errors';
import type { Paths } from './types';

/**
 * The undo of an entity's delete that `crudRouter` mounts (`POST /{id}/restore`, restore-route.ts),
 * behind the delete's roles.
 *
 * @example
 * Object.keys(restorePaths(countries)) // ['/countries/{id}/restore']
 */
export const restorePaths = (entity: AnyEntity): Paths => {
  const roles = entity.access.delete;
  return {
    [`${entity.path}/{id}/restore`]: {
      post: {
        operationId: `${entity.name}.restore`,
        tags: [entity.labels.plural],
        summary: `Restaurar ${entity.labels.singular.toLowerCase()} eliminado`,
        description: [
          'Deshace un borrado: la fila vuelve a estar activa, con los efectos de la entidad (una dosis vuelve a tomar su vial), y queda en el historial. 409 si no está eliminada, si lo que referencia ya no está disponible o si otra fila activa tiene ya su valor único.',
          roles.length > 0 ? `Roles: ${roles.join(', ')}.` : 'Ningún rol puede hacerlo (responde 403).',
        ].join('\n\n'),
        parameters: [idParameter],
        responses: {
          200: {
            description: 'Restaurado: la fila con su forma de lectura.',
            content: { 'application/json': { schema: schemaRef(schemaNamesOf(entity).row) } },
          },
          ...errorsFor([400, 401, 403, 404, 409, 500]),
        },
      },
    },
  };
};
