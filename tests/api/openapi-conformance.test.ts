import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/engine';
import type { OpenApiDocument } from '../../src/engine/server';
import { entities } from '../../src/entities';
import { apiDocument } from '../../src/server/openapi/api-document';
import { checkedAgainst, openApiMismatches } from '../helpers/openapi-conformance';

const document = apiDocument(createRegistry(entities));
const statusPath = '/vaccine-batches/{id}/status/{status}';

/** The document as it was: the batch's new status an enum with no type. */
const untypedDocument = (): OpenApiDocument => {
  const copy = structuredClone(document);
  const parameter = copy.paths[statusPath]?.patch?.parameters?.find((candidate) => candidate.name === 'status');
  if (!parameter) throw new Error('No status parameter');
  parameter.schema = { enum: [2, 1] };
  return copy;
};

/** What the checker records for one exchange, the server's answer given. */
const mismatchesOf = async (options: { document: OpenApiDocument; request: Request; answer: Response }) => {
  const fetch = checkedAgainst(options.document, async (_request: Request) => options.answer);
  await fetch(options.request);
  return openApiMismatches.splice(0);
};

const closeBatch = () => new Request('http://localhost/api/v1/vaccine-batches/1/status/2', { method: 'PATCH' });
const rolledBack = () => Response.json({ rolledBack: true, message: 'Revertido' });

// What this file records on purpose is not a disagreement of the API's.
afterEach(() => {
  openApiMismatches.splice(0);
});

describe('the OpenAPI check of the API suite', () => {
  it('should accept PATCH …/status/2 against the document, coercing the path text to its type', async () => {
    expect(await mismatchesOf({ document, request: closeBatch(), answer: rolledBack() })).toEqual([]);
  });

  it('should refuse the same request when the parameter has no type, as a validating proxy did', async () => {
    const mismatches = await mismatchesOf({ document: untypedDocument(), request: closeBatch(), answer: rolledBack() });
    expect(mismatches).toEqual([
      expect.stringMatching(/^patch \/vaccine-batches\/\{id\}\/status\/\{status\} → 200: parameters .*\/status/),
    ]);
  });

  it('should record a body and a status the document does not describe', async () => {
    const wrongBody = await mismatchesOf({ document, request: closeBatch(), answer: Response.json({ status: 2 }) });
    const teapot = await mismatchesOf({ document, request: closeBatch(), answer: Response.json({}, { status: 418 }) });
    expect(wrongBody).toEqual([expect.stringContaining('response body')]);
    expect(teapot).toEqual([expect.stringContaining('undocumented status')]);
  });

  it('should check the body of a request the API accepted, and not of one it refused', async () => {
    const post = (body: unknown) =>
      new Request('http://localhost/api/v1/countries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refusal = () => Response.json({ message: 'Los datos enviados no son válidos' }, { status: 400 });
    const created = await mismatchesOf({ document, request: post({ nameCountry: 'Pe' }), answer: rolledBack() });
    expect(created).toEqual([expect.stringContaining('request body')]);
    expect(await mismatchesOf({ document, request: post({ nameCountry: 'Pe' }), answer: refusal() })).toEqual([]);
  });
});
