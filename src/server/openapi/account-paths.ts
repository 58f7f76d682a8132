import { passwordChangeSchema } from '../../domain/passwords';
import { staffRoles } from '../../domain/roles';
import type { JsonSchema, Paths } from '../../engine/server';
import { errorsFor, inputJsonSchemaOf } from '../../engine/server';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const passwordBody = inputJsonSchemaOf(passwordChangeSchema);

/** The routes of one's own account (auth/password-route.ts), behind the token. */
export const accountPaths: Paths = {
  '/auth/password': {
    post: {
      operationId: 'changePassword',
      tags: ['Sesión'],
      summary: 'Cambiar la propia contraseña',
      description: `Pide la contraseña actual. Una contraseña actual incorrecta responde 400 en \`currentPassword\` y cuenta como un inicio de sesión fallido: tras varios, 429 durante 15 minutos. Las demás sesiones de la cuenta siguen abiertas hasta que caducan. Roles: ${staffRoles.join(', ')}.`,
      requestBody: { required: true, content: json(passwordBody) },
      responses: {
        204: { description: 'Contraseña cambiada.' },
        ...errorsFor([400, 401, 413, 415, 429, 500]),
      },
    },
  },
};
