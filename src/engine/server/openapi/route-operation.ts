import { z } from 'zod';
import type { RouteDeclaration } from '../../contract/entity-route';
import { idempotencyKeyParameter } from './entity-paths';
import { errorsFor } from './errors';
import { inputJsonSchemaOf } from './json-schema';
import { openApiPath } from './route-path';
import type { JsonSchema, Operation, Parameter, PathItem, ResponseObject } from './types';

/** Who may call an operation: the roles, or anyone (`'public'`, no token). */
export type OperationRoles = readonly string[] | 'public';

/**
 * The OpenAPI operation of a declared route, written from its declaration: its path and query
 * parameters (a query parameter's schema, requirement and description from the route's query
 * schema), its body, its answers' schemas and its refusals, and the roles that may call it.
 *
 * @example
 * routeOperation({ route, path: '/vaccine-batches/:id/discards', operationId: 'vaccine-batches.discards', tags: ['Lotes'], roles: ['admin'] })
 * // { path: '/vaccine-batches/{id}/discards', method: 'post', operation: { … } }
 */
export const routeOperation = (options: {
  route: RouteDeclaration;
  path: string;
  operationId: string;
  tags: readonly string[];
  roles: OperationRoles;
  /** A POST the engine writes once per `Idempotency-Key` (one run in its write context). */
  isIdempotent?: boolean;
}): { path: string; item: PathItem } => {
  const { route, roles } = options;
  const { path, params } = openApiPath(options.path);
  const operation: Operation = {
    operationId: options.operationId,
    tags: options.tags,
    summary: route.summary,
    description: [route.description, rolesLine(roles)].filter(Boolean).join(' '),
    ...(roles === 'public' && { security: [] }),
    parameters: [
      ...params.map((name) => pathParameter(name, route.params?.[name])),
      ...queryParameters(route),
      ...(options.isIdempotent ? [idempotencyKeyParameter] : []),
    ],
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: inputJsonSchemaOf(route.body) } } },
    }),
    responses: { ...answersOf(route), ...errorsFor([...route.errors]) },
  };
  return { path, item: { [route.method]: operation } };
};

const rolesLine = (roles: OperationRoles) => {
  if (roles === 'public') return '';
  return roles.length > 0 ? `Roles: ${roles.join(', ')}.` : 'Ningún rol puede hacerlo (responde 403).';
};

const pathParameter = (name: string, description?: string): Parameter =>
  name === 'id'
    ? {
        name,
        in: 'path',
        required: true,
        description: description ?? 'Id del registro.',
        schema: { type: 'integer', minimum: 1 },
      }
    : { name, in: 'path', required: true, ...(description && { description }), schema: { type: 'string' } };

/** Each query parameter as its schema accepts it (`io: 'input'`: the text a client sends, before defaults). */
const queryParameters = (route: RouteDeclaration): Parameter[] => {
  if (!route.query) return [];
  const object = inputJsonSchemaOf(route.query);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = property as JsonSchema;
    return { name, in: 'query', required: required.has(name), ...(description && { description }), schema };
  });
};

const answersOf = (route: RouteDeclaration): Record<string, ResponseObject> =>
  Object.fromEntries(
    Object.entries(route.answers).map(([status, answer]) => {
      if (!answer.schema) return [status, { description: answer.description }];
      if (answer.contentType === 'text/csv') {
        return [
          status,
          { description: answer.description, content: { 'text/csv': { schema: outputJsonSchemaOf(answer.schema) } } },
        ];
      }
      return [
        status,
        {
          description: answer.description,
          content: { 'application/json': { schema: outputJsonSchemaOf(answer.schema) } },
        },
      ];
    }),
  );

/** What an answer's schema promises, as JSON Schema (zod's output side). */
const outputJsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' });
  return json;
};
