import type { ErrorObject } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../../src/engine/server';
import type {
  HttpMethod,
  JsonSchema,
  Operation,
  Parameter,
  ResponseObject,
} from '../../src/engine/server/openapi/types';

/** One operation of the document with validators compiled on first use. */
export type CheckedOperation = {
  /** `patch /vaccine-batches/{id}/status/{status}` */
  name: string;
  parameters: readonly Parameter[];
  /** The problems of the path, query and header values as sent (texts), each coerced to its parameter's type first. */
  checkParameters: (texts: Readonly<Record<string, string>>) => ErrorObject[] | undefined;
  validateBody: (() => ValidateFunction) | undefined;
  responseOf: (status: number) => DocumentedResponse | undefined;
};

export type DocumentedResponse = { mediaType: string | undefined; validate: (() => ValidateFunction) | undefined };

type Route = { pattern: RegExp; names: string[]; operations: Partial<Record<HttpMethod, CheckedOperation>> };

/**
 * The document's operations, found by method and path below its server URL (`/api/v1`), and
 * their request and response validators (ajv for JSON Schema 2020-12, OpenAPI 3.1's dialect).
 * A literal path wins over a templated one (`/patients/similar` over `/patients/{id}`).
 */
export const documentOperations = (document: OpenApiDocument) => {
  const validator = validatorsOf(document);
  const routes: Route[] = Object.entries(document.paths)
    .map(([path, item]): Route => {
      const names: string[] = [];
      const source = path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          if (!part.startsWith('{')) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(part.slice(1, -1));
          return '([^/]+)';
        })
        .join('');
      const operations = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          checkedOperation({ name: `${method} ${path}`, operation, document, validator }),
        ]),
      );
      return { pattern: new RegExp(`^${source}$`), names, operations };
    })
    .sort((a, b) => a.names.length - b.names.length);
  const serverPath = document.servers[0]?.url ?? '';
  return (method: string, pathname: string) => {
    if (!pathname.startsWith(`${serverPath}/`)) return undefined;
    const path = pathname.slice(serverPath.length);
    for (const route of routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const operation = route.operations[method.toLowerCase() as HttpMethod];
      const pathValues = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return operation ? { operation, pathValues } : undefined;
    }
    return undefined;
  };
};

const checkedOperation = (options: {
  name: string;
  operation: Operation;
  document: OpenApiDocument;
  validator: (schema: object) => () => ValidateFunction;
}): CheckedOperation => {
  const { operation, document, validator } = options;
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const responses = new Map<number | 'default', DocumentedResponse>();
  for (const [status, declared] of Object.entries(operation.responses)) {
    const response = resolved(document, declared);
    const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
    const validate = mediaType === 'application/json' && media ? validator(media.schema) : undefined;
    responses.set(status === 'default' ? 'default' : Number(status), { mediaType, validate });
  }
  const validateValues = validator({
    type: 'object',
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
  });
  return {
    name: options.name,
    parameters,
    checkParameters: (texts) => {
      const validate = validateValues();
      const values = Object.fromEntries(
        parameters.flatMap((parameter) => {
          const text = texts[parameter.name];
          return text === undefined ? [] : [[parameter.name, coerced(text, parameter.schema.type)]];
        }),
      );
      return validate(values) ? undefined : (validate.errors ?? []);
    },
    validateBody: bodySchema ? validator(bodySchema) : undefined,
    responseOf: (status) => responses.get(status) ?? responses.get('default'),
  };
};

/** A parameter's text as the value its schema's type names, as a validating proxy reads it ('2' → 2, 'true' → true). */
const coerced = (text: string, type: JsonSchema['type']): unknown => {
  const types = Array.isArray(type) ? type : [type];
  const isNumeric = types.includes('integer') || types.includes('number');
  if (isNumeric && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
};

const resolved = (document: OpenApiDocument, response: ResponseObject) => {
  if (!('$ref' in response)) return response;
  const shared = document.components.responses[response.$ref.replace('#/components/responses/', '')];
  if (!shared || '$ref' in shared) throw new Error(`Unresolved response ${response.$ref}`);
  return shared;
};

/**
 * A validator per schema, compiled on first use and shared by equal schemas (every operation's
 * 400 is one), over one ajv holding the document's components. The document is already checked
 * as OpenAPI 3.1 (openapi.test.ts): its schemas are not validated again.
 */
const validatorsOf = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schema: object) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/');
    const validate = compiled.get(text) ?? ajv.compile(JSON.parse(text));
    compiled.set(text, validate);
    return validate;
  };
  return (schema: object) => {
    let validate: ValidateFunction | undefined;
    return () => {
      validate ??= compile(schema);
      return validate;
    };
  };
};
