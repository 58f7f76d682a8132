import type { EntityRegistry } from '../../engine';
import { type OpenApiDocument, openApiDocument, type ProductRoute } from '../../engine/server';
import { productRoutes } from '../product-routes';

/** The product's tags, before the entities' ones. */
const productTags = [
  { name: 'Sesión', description: 'Inicio de sesión: el token para las demás rutas.' },
  { name: 'Estado', description: 'Estado del servidor y esta descripción.' },
  { name: 'Informes', description: 'Datos de la página de inicio, para el personal.' },
  {
    name: 'Indicadores',
    description: 'Cobertura, abandono, niños sin ninguna dosis y pérdida de viales, para el personal.',
  },
  { name: 'Auditoría', description: 'Quién cambió qué y cuándo: solo lectura.' },
  { name: 'Stock', description: 'El stock de cada lote en cada lugar (almacenes y centros), en viales y dosis.' },
];

/**
 * The document `GET /api/v1/openapi.json` answers, written from what is declared: the product's
 * routes (`productRoutes`) and every registered entity's.
 *
 * @example
 * const document = apiDocument(createRegistry(entities));
 */
export const apiDocument = (registry: EntityRegistry, declared?: readonly ProductRoute[]): OpenApiDocument => {
  const routes = declared ?? productRoutes({ registry, secret: new Uint8Array(), documentOf: () => described });
  const described = openApiDocument({
    info: {
      title: 'API del panel de vacunación',
      version: '1',
      description:
        'Centros, lotes, pacientes y dosis. Inicie sesión con `POST /auth/login` y envíe el token como `Authorization: Bearer <token>`. Los errores responden `{ message, errors? }` con mensajes en español.',
    },
    serverUrl: '/api/v1',
    registry,
    routes,
    tags: productTags,
  });
  return described;
};
