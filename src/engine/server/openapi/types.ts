import type { z } from 'zod';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), as zod 4's `z.toJSONSchema` writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type MediaContent = { 'application/json': { schema: JsonSchema } };

export type ResponseObject = { description: string; content?: MediaContent } | { $ref: string };

/** A bearer-token requirement, or none (`[]`) for a public operation. */
export type Security = readonly Readonly<Record<string, readonly string[]>>[];

export type Operation = {
  operationId: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  security?: Security;
  parameters?: readonly Parameter[];
  requestBody?: { required: boolean; content: MediaContent };
  responses: Readonly<Record<string, ResponseObject>>;
};

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete' | 'put';

export type PathItem = Partial<Record<HttpMethod, Operation>>;

/** Paths relative to the document's server (`/api/v1`), written the OpenAPI way (`/countries/{id}`). */
export type Paths = Record<string, PathItem>;
