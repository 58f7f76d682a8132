import type { JsonSchema, ResponseObject } from './types';

/** `{ message, errors? }`: what `ApiFailure.toBody()` sends with every refusal. */
export const apiErrorSchema: JsonSchema = {
  type: 'object',
  description: 'Una respuesta de error: un mensaje en español y, si hay campos inválidos, un mensaje por campo.',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'Mensaje para la persona usuaria.' },
    errors: {
      type: 'object',
      description: 'El primer mensaje de cada campo o parámetro inválido, por su nombre.',
      additionalProperties: { type: 'string' },
    },
    outOfScope: {
      const: true,
      description:
        'En un 403: el registro pertenece a otro ámbito y puede abrirse con un motivo (`POST …/{id}/access`).',
    },
  },
  additionalProperties: false,
  examples: [
    { message: 'Los datos enviados no son válidos', errors: { nameCountry: 'El nombre del país es requerido' } },
  ],
};

/** `{ rolledBack: true, message }`: a write a hook or an action undid on purpose (`RevertWrite`). */
export const rolledBackSchema: JsonSchema = {
  type: 'object',
  description: 'La escritura se revirtió a propósito; el mensaje explica por qué.',
  required: ['rolledBack'],
  properties: { rolledBack: { const: true }, message: { type: 'string' } },
  additionalProperties: false,
};

/** The error statuses the API really sends, with when each one happens. */
export const errorResponses = {
  400: 'Datos o parámetros inválidos: `errors` tiene un mensaje por campo.',
  401: 'Falta el token, no es válido o la sesión expiró.',
  403: 'El rol o el ámbito de la sesión no permiten esta operación (`outOfScope: true`: un registro de otro ámbito que puede abrirse con un motivo).',
  404: 'El registro no existe.',
  409: 'La operación choca con otros datos: un nombre o valor repetido, un registro en uso, un stock insuficiente.',
  413: 'La solicitud supera el tamaño máximo permitido (1 MB).',
  415: 'El cuerpo debe enviarse como JSON (`application/json`).',
  422: 'La clave `Idempotency-Key` ya se usó para otra solicitud.',
  429: 'Demasiados intentos fallidos de inicio de sesión.',
  500: 'Error interno del servidor.',
} as const;

export type ErrorStatus = keyof typeof errorResponses;

/** The shared error responses, one per status, as `components.responses`. */
export const errorResponseComponents = (): Record<string, ResponseObject> =>
  Object.fromEntries(
    Object.entries(errorResponses).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    ]),
  );

/**
 * References to the shared error responses of the given statuses.
 *
 * @example
 * errorsFor([401, 404]) // { 401: { $ref: '#/components/responses/Error401' }, 404: { ... } }
 */
export const errorsFor = (statuses: readonly ErrorStatus[]): Record<string, ResponseObject> =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]));
