import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/engine';
import * as serverEngine from '../../../src/engine/server';
import { entities } from '../../../src/entities';
import { productRoutes } from '../../../src/server/product-routes';

const root = path.resolve(import.meta.dirname, '../../..');
const registry = createRegistry(entities);
const routes = productRoutes({ registry, secret: new Uint8Array(), documentOf: () => ({}) as never });

/** Every route of the API outside FHIR that is declared: the product's and the entities' own. */
const declared = [
  ...routes.map((route) => ({
    name: `${route.method.toUpperCase()} ${route.path}`,
    route,
    isPublic: route.roles === 'public',
  })),
  ...registry.all.flatMap((entity) =>
    (entity.routes ?? []).map((route) => ({
      name: `${route.method.toUpperCase()} ${entity.path}${route.path}`,
      route,
      isPublic: false,
    })),
  ),
];

/**
 * The server's files that may open a transaction themselves, none of them a declared route's:
 * FHIR's transaction Bundle (FHIR is no declared route), the background recompute of the
 * forecasts, and the start-up's preparation of the database and its demo data.
 */
const transactionOwners = new Set([
  'src/server/fhir/import/import-bundle.ts',
  'src/server/programme/refresh-forecast.ts',
  'src/server/prepare-database.ts',
  'src/server/seed.ts',
]);

const serverFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });

describe('the route declarations', () => {
  it.each(declared.map(({ name, route, isPublic }) => [name, route, isPublic] as const))(
    '%s should declare its summary, its answers with their schemas, and its refusals',
    (_name, route, isPublic) => {
      expect(route.summary.length).toBeGreaterThan(0);
      const answers = Object.entries(route.answers);
      expect(answers.length).toBeGreaterThan(0);
      for (const [status, answer] of answers) {
        if (status !== '204') expect(answer.schema, `the ${status} answer's schema`).toBeDefined();
      }
      expect(route.errors).toContain(500);
      if (!isPublic) expect(route.errors).toEqual(expect.arrayContaining([401, 403]));
      if (route.query || route.body) expect(route.errors).toContain(400);
    },
  );

  it('should leave the transaction and the audit trail to the engine: no route code opens one or writes an entry', () => {
    const offences = serverFiles('src/server').flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [
        ...(/\.transaction\(\)/.test(text) && !transactionOwners.has(file) ? [`${file} opens a transaction`] : []),
        ...(/\b(appendAudit|auditRowWrite)\b/.test(text) ? [`${file} writes an audit entry`] : []),
      ];
    });

    expect(offences).toEqual([]);
    // Outside the engine there is no way to write one: its front door offers neither.
    expect(Object.keys(serverEngine)).not.toContain('appendAudit');
    expect(Object.keys(serverEngine)).not.toContain('auditRowWrite');
  });

  it('should write no OpenAPI path by hand: the front door offers none of its pieces, and no file of the server holds one', () => {
    for (const piece of ['errorsFor', 'inputJsonSchemaOf', 'schemaRef', 'enumSchemaOf']) {
      expect(Object.keys(serverEngine)).not.toContain(piece);
    }
    const handWritten = serverFiles('src/server').filter((file) =>
      /\boperationId:\s*'[^']+',\s*\n\s*tags:/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(handWritten).toEqual([]);
  });
});
