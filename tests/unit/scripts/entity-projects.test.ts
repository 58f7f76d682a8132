import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeEntityProjects } from '../../../scripts/entity-projects.mjs';

type Project = {
  extends?: string;
  files?: string[];
  include?: string[];
  exclude?: string[];
  references: { path: string }[];
};

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-entity-projects-'));
  fs.mkdirSync(path.join(root, 'src/entities'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const writeRegistry = (entityFiles: readonly string[]) =>
  fs.writeFileSync(
    path.join(root, 'src/entities/index.ts'),
    [
      "import { defineEntities } from '../engine/rows';",
      ...entityFiles.map((file, index) => `import { entity${index} } from './${file}';`),
      `export const entities = defineEntities([${entityFiles.map((_, index) => `entity${index}`).join(', ')}]);`,
    ].join('\n'),
  );

const readProject = (name: string): Project =>
  JSON.parse(fs.readFileSync(path.join(root, '.tsbuild/entities', name), 'utf8'));
const referenced = (name: string) => readProject(name).references.map((reference) => reference.path);

describe('writeEntityProjects', () => {
  it('should write one project per registered entity file, holding that file and referencing no other entity', () => {
    writeRegistry(['countries', 'vaccine-batches']);
    writeEntityProjects(root);

    expect(readProject('tsconfig.vaccine-batches.json')).toEqual({
      '//': expect.any(String),
      extends: '../../src/entities/tsconfig.entity.json',
      files: ['../../src/entities/vaccine-batches.ts'],
      references: [{ path: '../../src/engine' }, { path: './tsconfig.shared.json' }],
    });
    expect(readProject('tsconfig.countries.json').files).toEqual(['../../src/entities/countries.ts']);
  });

  it('should leave the entity files, the registry and the stand-in out of the shared project, which references no entity', () => {
    writeRegistry(['countries', 'vaccine-batches']);
    writeEntityProjects(root);

    const shared = readProject('tsconfig.shared.json');
    expect(shared.include).toEqual(['../../src/entities/*.ts']);
    expect(shared.exclude).toEqual(
      ['index.ts', 'not-in-entities.d.ts', 'countries.ts', 'vaccine-batches.ts'].map(
        (file) => `../../src/entities/${file}`,
      ),
    );
    expect(referenced('tsconfig.shared.json')).toEqual(['../../src/engine']);
  });

  it('should make the registry reference every entity project, and the solution build them all', () => {
    writeRegistry(['countries', 'vaccine-batches']);
    writeEntityProjects(root);

    expect(readProject('tsconfig.registry.json').files).toEqual(['../../src/entities/index.ts']);
    expect(referenced('tsconfig.registry.json')).toEqual([
      '../../src/engine',
      './tsconfig.shared.json',
      './tsconfig.countries.json',
      './tsconfig.vaccine-batches.json',
    ]);
    expect(referenced('tsconfig.json')).toEqual([
      './tsconfig.shared.json',
      './tsconfig.countries.json',
      './tsconfig.vaccine-batches.json',
      './tsconfig.registry.json',
    ]);
  });

  it('should rewrite only the projects a new registry line changes, so tsc -b stays incremental', () => {
    writeRegistry(['countries']);
    expect(writeEntityProjects(root).sort()).toEqual([
      'tsconfig.countries.json',
      'tsconfig.json',
      'tsconfig.registry.json',
      'tsconfig.shared.json',
    ]);
    expect(writeEntityProjects(root)).toEqual([]);

    writeRegistry(['countries', 'clinic-rooms']);
    expect(writeEntityProjects(root).sort()).toEqual([
      'tsconfig.clinic-rooms.json',
      'tsconfig.json',
      'tsconfig.registry.json',
      'tsconfig.shared.json',
    ]);
    expect(fs.readdirSync(path.join(root, '.tsbuild/entities')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
