import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** Runs the compiler in the repository; its exit status and everything it printed. */
const compile = (args: readonly string[]) => {
  const result = spawnSync(process.execPath, [tsc, ...args, '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

type Probe = {
  /** Which boundary the probe crosses. */
  name: string;
  /** The probe's path from the repository root, and its source. */
  file: string;
  source: string;
  /** The project that must refuse it. */
  project: string;
  /** The folder of an entity probe's own project (an entity file is a project of its own). */
  entityFolder?: string;
};

const id = `boundary-probe-${process.pid}`;

/**
 * A new entity file: a project of its own with the references every entity project has. It sits
 * in a folder of its own, which the shared project (src/entities/*.ts) does not take in.
 */
const entityFolder = `src/entities/${id}`;
const entityProject = JSON.stringify({
  extends: '../tsconfig.entity.json',
  files: ['entity.ts'],
  references: [{ path: '../../engine' }, { path: '../tsconfig.shared.json' }],
});

const probes: Probe[] = [
  {
    name: 'an engine field widget importing the entities',
    file: `src/engine/react/fields/${id}.ts`,
    source: "import { entities } from '../../../entities';\nexport const probe = entities;\n",
    project: 'src/engine/react/tsconfig.json',
  },
  {
    name: 'an entity importing another entity file',
    file: `${entityFolder}/entity.ts`,
    source: "import { countries } from '../countries';\nexport const probe = countries;\n",
    project: `${entityFolder}/tsconfig.json`,
    entityFolder,
  },
  {
    name: 'an entity importing React',
    file: `${entityFolder}/entity.ts`,
    source: "import { useState } from 'react';\nexport const probe = useState;\n",
    project: `${entityFolder}/tsconfig.json`,
    entityFolder,
  },
  {
    name: 'the app importing the server',
    file: `src/app/${id}.ts`,
    source: "import { readConfig } from '../server/config';\nexport const probe = readConfig;\n",
    project: 'src/app/tsconfig.json',
  },
  {
    name: 'engine React code importing the server repository',
    file: `src/engine/react/${id}.ts`,
    source: "import * as repository from '../server/repository';\nexport const probe = repository;\n",
    project: 'src/engine/react/tsconfig.json',
  },
];

// A probe's compilation keeps its build info here, so the real projects' stays as `tsc -b` left it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-boundaries-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Writes the probe (and its project), compiles the project, and removes them whatever happens. */
const compileWithProbe = (probe: Probe) => {
  const written = path.join(root, probe.entityFolder ?? probe.file);
  try {
    if (probe.entityFolder) {
      fs.mkdirSync(path.join(root, probe.entityFolder));
      fs.writeFileSync(path.join(root, probe.entityFolder, 'tsconfig.json'), entityProject);
    }
    fs.writeFileSync(path.join(root, probe.file), probe.source);
    return compile(['-p', probe.project, '--noEmit', '--tsBuildInfoFile', path.join(scratch, 'probe.tsbuildinfo')]);
  } finally {
    fs.rmSync(written, { recursive: true, force: true });
  }
};

describe('layer boundaries', () => {
  // The positive control, and the referenced projects' declarations the probes compile against.
  let build: ReturnType<typeof compile>;
  beforeAll(() => {
    build = compile(['-b']);
  }, 180_000);

  it('should compile the untouched tree, every project', () => {
    expect(build.output).toBe('');
    expect(build.status).toBe(0);
  });

  // The native compiler takes about a second a probe; a busy machine can make it ten.
  it.each(probes)('should refuse $name, naming the file', { timeout: 60_000 }, (probe) => {
    const result = compileWithProbe(probe);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(new RegExp(`^${probe.file.replaceAll('.', '\\.')}\\(\\d+,\\d+\\): error TS`, 'm'));
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it('should compile a probe that crosses no boundary, so the refusals are about the imports', {
    timeout: 60_000,
  }, () => {
    const result = compileWithProbe({
      name: 'an entity importing the engine and the shared messages',
      file: `${entityFolder}/entity.ts`,
      source:
        "import { defineEntity } from '../../engine/entity';\nimport { wordish } from '../messages';\nexport const probe = [defineEntity, wordish];\n",
      project: `${entityFolder}/tsconfig.json`,
      entityFolder,
    });
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('entity projects', () => {
  const folder = path.join(root, 'src/entities');
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  const referencedBy = (file: string): string[] =>
    readJson(file).references.map((reference: { path: string }) => path.basename(reference.path));
  const registered = [...fs.readFileSync(path.join(folder, 'index.ts'), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)]
    .map((match) => match[1] ?? '')
    .sort();
  const projects = fs
    .readdirSync(folder)
    .filter((file) => /^tsconfig\.[\w-]+\.json$/.test(file))
    .filter((file) => !['tsconfig.entity.json', 'tsconfig.shared.json', 'tsconfig.registry.json'].includes(file));

  it('should give each entity of the registry a project of its own, holding that one file', () => {
    expect(projects.map((file) => file.replace(/^tsconfig\.|\.json$/g, '')).sort()).toEqual(registered);
    for (const file of projects) {
      expect(readJson(file).files).toEqual([file.replace(/^tsconfig\.(.+)\.json$/, '$1.ts')]);
    }
  });

  it('should keep the entity files out of the shared project, and build every entity project', () => {
    expect(readJson('tsconfig.shared.json').exclude).toEqual(
      expect.arrayContaining(registered.map((name) => `${name}.ts`)),
    );
    expect(referencedBy('tsconfig.registry.json')).toEqual(expect.arrayContaining(projects));
    expect(referencedBy('tsconfig.json')).toEqual(expect.arrayContaining(projects));
  });
});
