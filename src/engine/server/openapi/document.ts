import type { EntityRegistry } from '../../registry';
import { declaredRoutePaths } from './declared-route-paths';
import { entityPaths } from './entity-paths';
import { payloadSchemaOf, rowSchemaOf, schemaNamesOf } from './entity-schemas';
import { apiErrorSchema, errorResponseComponents, rolledBackSchema } from './errors';
import { restorePaths } from './restore-paths';
import type { JsonSchema, Paths, Security } from './types';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: readonly { url: string; description?: string }[];
  security: Security;
  tags: readonly { name: string; description?: string }[];
  paths: Paths;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: ReturnType<typeof errorResponseComponents>;
    securitySchemes: Record<string, unknown>;
  };
};

/** The per-operation `security` of a route anyone may call. */
export const isPublic: Security = [];

/**
 * An OpenAPI 3.1 document of the API: every registered entity's routes and schemas (so a new
 * config appears with no extra code), plus the paths the product mounts itself or describes
 * better than a config can (a declared route's answer). Every operation needs the bearer token
 * unless it says `security: isPublic`.
 *
 * @example
 * const document = openApiDocument({ info: { title: 'API', version: '1' }, serverUrl: '/api/v1', registry, paths: { '/health': {...} } });
 */
export const openApiDocument = (options: {
  info: OpenApiDocument['info'];
  serverUrl: string;
  registry: EntityRegistry;
  /** The product's own paths, listed before the entities'. */
  paths: Paths;
  tags?: OpenApiDocument['tags'];
}): OpenApiDocument => {
  const { registry } = options;
  const schemas: Record<string, JsonSchema> = { ApiError: apiErrorSchema, RolledBack: rolledBackSchema };
  const paths: Paths = { ...options.paths };
  for (const entity of registry.all) {
    const names = schemaNamesOf(entity);
    schemas[names.row] = rowSchemaOf(entity, registry);
    schemas[names.create] = payloadSchemaOf(entity, entity.schemas.create);
    schemas[names.edit] = payloadSchemaOf(entity, entity.schemas.edit);
    // Operation by operation, the first description wins: the product's over what the config alone says.
    for (const generated of [entityPaths(entity), restorePaths(entity), declaredRoutePaths(entity)]) {
      for (const [path, item] of Object.entries(generated)) paths[path] = { ...item, ...paths[path] };
    }
  }
  return {
    openapi: '3.1.0',
    info: options.info,
    servers: [{ url: options.serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: [
      ...(options.tags ?? []),
      ...registry.all.map((entity) => ({ name: entity.labels.plural, description: `Ruta \`${entity.path}\`` })),
    ],
    paths,
    components: {
      schemas,
      responses: errorResponseComponents(),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'El `token` que devuelve `POST /auth/login`, en `Authorization: Bearer <token>`.',
        },
      },
    },
  };
};
