import { accessGrantAnswerSchema, accessGrantSchema } from '../../access-grant';
import type { AnyEntity } from '../../contract/entity';
import { idParameter } from './entity-paths';
import { errorsFor } from './errors';
import { inputJsonSchemaOf } from './json-schema';
import type { Paths } from './types';

/**
 * The access grant that `crudRouter` mounts for an entity whose rows may be granted
 * (`POST /{id}/access`, access-route.ts), behind the read roles.
 *
 * @example
 * Object.keys(accessPaths(patients)) // ['/patients/{id}/access']
 */
export const accessPaths = (entity: AnyEntity): Paths => {
  if (!entity.scope?.canGrant) return {};
  const singular = entity.labels.singular.toLowerCase();
  return {
    [`${entity.path}/{id}/access`]: {
      post: {
        operationId: `${entity.name}.access`,
        tags: [entity.labels.plural],
        summary: `Acceder a ${singular} fuera de su ámbito`,
        description: [
          `Con un motivo (10 caracteres o más), el usuario puede abrir ${singular} de otro ámbito durante 24 horas; queda en el historial como \`access-granted\` con el motivo. Sin él, la lectura responde 403 con \`outOfScope: true\`.`,
          `Roles: ${entity.access.read.join(', ')}.`,
        ].join('\n\n'),
        parameters: [idParameter],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: inputJsonSchemaOf(accessGrantSchema) } },
        },
        responses: {
          201: {
            description: 'Concedido: hasta cuándo.',
            content: { 'application/json': { schema: inputJsonSchemaOf(accessGrantAnswerSchema) } },
          },
          ...errorsFor([400, 401, 403, 404, 415, 500]),
        },
      },
    },
  };
};
