import { isRouteBacked } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { type ProductRoute, productRoutePaths } from '../routes/product-route';
import { accessPaths } from './access-paths';
import { declaredRoutePaths } from './declared-route-paths';
import { entityPaths } from './entity-paths';
import { payloadSchemaOf, rowSchemaOf, schemaNamesOf } from './entity-schemas';
import { apiErrorSchema, errorResponseComponents, rolledBackSchema } from './errors';
import { restorePaths } from './restore-paths';
import type { JsonSchema, PathItem, Paths, Security } from './types';

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
 * An OpenAPI 3.1 document of the API, written from what is declared, not by hand: every
 * registered entity's routes and schemas (its CRUD routes, actions and declared routes, so a new
 * config appears with no extra code), and the product's declared routes (`defineRoute`). Every
 * operation needs the bearer token unless it is public.
 *
 * @example
 * const document = openApiDocument({ info: { title: 'API', version: '1' }, serverUrl: '/api/v1', registry, routes: productRoutes });
 */
export const openApiDocument = (options: {
  info: OpenApiDocument['info'];
  serverUrl: string;
  registry: EntityRegistry;
  /** The product's own routes, declared (`defineRoute`): listed before the entities'. */
  routes: readonly ProductRoute[];
  tags?: OpenApiDocument['tags'];
}): OpenApiDocument => {
  const { registry } = options;
  const schemas: Record<string, JsonSchema> = { ApiError: apiErrorSchema, RolledBack: rolledBackSchema };
  const paths: Paths = productRoutePaths(options.routes);
  for (const entity of registry.all) {
    // A route-backed entity is its declared routes alone, each with its own schemas.
    const isStored = !isRouteBacked(entity);
    if (isStored) {
      const names = schemaNamesOf(entity);
      schemas[names.row] = rowSchemaOf(entity, registry);
      schemas[names.create] = payloadSchemaOf(entity, entity.schemas.create);
      schemas[names.edit] = payloadSchemaOf(entity, entity.schemas.edit);
    }
    const crud = isStored ? [entityPaths(entity), restorePaths(entity), accessPaths(entity)] : [];
    for (const generated of [...crud, declaredRoutePaths(entity)]) {
      for (const [path, item] of Object.entries(generated)) {
        const taken = Object.keys(item).filter((method) => paths[path]?.[method as keyof PathItem]);
        if (taken.length > 0) throw new Error(`Two routes declare ${taken.join(', ')} ${path}`);
        paths[path] = { ...paths[path], ...item };
      }
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
