import { loginSchema } from '../../domain/login';
import { adminRoles, roles, staffRoles } from '../../domain/roles';
import type { JsonSchema, Paths } from '../../engine/server';
import { auditPaths, errorsFor, inputJsonSchemaOf, isPublic, schemaNamesOf, schemaRef } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { accountPaths } from './account-paths';
import { alertsPaths } from './alerts-paths';
import { dueDosesPaths } from './due-doses-paths';
import { forecastPaths } from './forecast-paths';
import { indicatorsPaths } from './indicators-paths';
import { similarPatientsPaths } from './similar-patients-paths';
import { stockPaths } from './stock-paths';
import { vaccinationCardPaths } from './vaccination-card-paths';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const loginBody = inputJsonSchemaOf(loginSchema);

/** The reports' guard lets the staff through (`reportsRouter`). */
const staffLine = `Roles: ${staffRoles.join(', ')}.`;

/** The product's tags, before the entities' ones. */
export const productTags = [
  { name: 'Sesión', description: 'Inicio de sesión: el token para las demás rutas.' },
  { name: 'Estado', description: 'Estado del servidor y esta descripción.' },
  { name: 'Informes', description: 'Datos de la página de inicio, para el personal.' },
  {
    name: 'Indicadores',
    description: 'Cobertura, abandono, niños sin ninguna dosis y pérdida de viales, para el personal.',
  },
  { name: 'Auditoría', description: 'Quién cambió qué y cuándo: solo lectura.' },
];

/** The routes `createApp` mounts itself, next to the entities': health, login, the reports and this document. */
export const productPaths: Paths = {
  ...accountPaths,
  ...auditPaths({ roles: adminRoles }),
  '/health': {
    get: {
      operationId: 'health',
      tags: ['Estado'],
      summary: 'Estado del servidor',
      description:
        'Responde cuando el servidor y su base de datos contestan. `demo` dice si los datos de demostración están en uso: la cuenta de administración de demostración existe con su contraseña de demostración y el servidor no corre con `NODE_ENV=production`; la página de inicio de sesión muestra entonces esa cuenta.',
      security: isPublic,
      responses: {
        200: {
          description: 'En servicio.',
          content: json({
            type: 'object',
            required: ['status', 'demo'],
            properties: { status: { const: 'ok' }, demo: { type: 'boolean' } },
          }),
        },
        ...errorsFor([500]),
      },
    },
  },
  '/openapi.json': {
    get: {
      operationId: 'openapi',
      tags: ['Estado'],
      summary: 'Esta descripción OpenAPI 3.1',
      description: 'La referencia navegable está en `/api/docs`.',
      security: isPublic,
      responses: { 200: { description: 'El documento OpenAPI.', content: json({ type: 'object' }) } },
    },
  },
  '/auth/login': {
    post: {
      operationId: 'login',
      tags: ['Sesión'],
      summary: 'Iniciar sesión',
      description:
        'Devuelve un token JWT para `Authorization: Bearer <token>`. Tras varios intentos fallidos por correo y dirección, o por dirección, responde 429 durante 15 minutos.',
      security: isPublic,
      requestBody: { required: true, content: json(loginBody) },
      responses: {
        200: {
          description: 'Sesión iniciada.',
          content: json({
            type: 'object',
            required: ['token', 'role'],
            properties: { token: { type: 'string' }, role: { enum: [...roles] } },
          }),
        },
        ...errorsFor([400, 401, 413, 415, 429, 500]),
      },
    },
  },
  '/reports/doses-applied': {
    get: {
      operationId: 'reports.dosesApplied',
      tags: ['Informes'],
      summary: 'Dosis aplicadas en un centro',
      description: `Las dosis activas de un centro, cada una solo con su fecha y el nombre de la vacuna. ${staffLine}`,
      parameters: [
        {
          name: 'centerId',
          in: 'query',
          required: true,
          description: 'Id del centro.',
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: {
        200: {
          description: 'Las dosis del centro, por id.',
          content: json({
            type: 'object',
            required: ['items'],
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['applicationDateTime', 'vaccineBatch'],
                  properties: {
                    applicationDateTime: { type: ['string', 'null'], format: 'date-time' },
                    vaccineBatch: {
                      type: 'object',
                      properties: {
                        vaccine: { type: 'object', properties: { vaccineName: { type: ['string', 'null'] } } },
                      },
                    },
                  },
                },
              },
            },
          }),
        },
        ...errorsFor([400, 401, 403, 500]),
      },
    },
  },
  '/reports/vaccine-batch-availability': {
    get: {
      operationId: 'reports.vaccineBatchAvailability',
      tags: ['Informes'],
      summary: 'Lotes activos y sus viales',
      description: staffLine,
      responses: {
        200: {
          description: 'Los lotes activos.',
          content: json({ type: 'array', items: schemaRef(schemaNamesOf(vaccineBatches).row) }),
        },
        ...errorsFor([401, 403, 500]),
      },
    },
  },
  ...alertsPaths,
  ...similarPatientsPaths,
  ...vaccinationCardPaths,
  ...forecastPaths,
  ...dueDosesPaths,
  ...indicatorsPaths,
  ...stockPaths,
};
