import type { EntityRegistry } from '../../engine';
import { type OpenApiDocument, openApiDocument } from '../../engine/server';
import { productPaths, productTags } from './product-paths';

/**
 * The document `GET /api/v1/openapi.json` answers: the product's routes and every registered
 * entity's.
 *
 * @example
 * const document = apiDocument(createRegistry(entities));
 */
export const apiDocument = (registry: EntityRegistry): OpenApiDocument =>
  openApiDocument({
    info: {
      title: 'API del panel de vacunación',
      version: '1',
      description:
        'Centros, lotes, pacientes y dosis. Inicie sesión con `POST /auth/login` y envíe el token como `Authorization: Bearer <token>`. Los errores responden `{ message, errors? }` con mensajes en español.',
    },
    serverUrl: '/api/v1',
    registry,
    paths: productPaths,
    tags: productTags,
  });
