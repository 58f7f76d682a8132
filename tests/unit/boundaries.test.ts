import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityProjects, registeredEntityFiles, writeEntityProjects } from '../../scripts/entity-projects.mjs';

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
  /** An entity probe registered: the projects the generator writes for the registry and it, in `projectsFolder`. */
  isRegistered?: boolean;
};

const id = `boundary-probe-${process.pid}`;
const entityFile = `src/entities/${id}.ts`;

/**
 * A new entity file, registered: the generator writes the projects of the registry and it next to the
 * real ones (same depth, so the same relative paths), without touching src/entities/index.ts.
 */
const projectsFolder = `.tsbuild/${id}`;
const registeredEntity = { file: entityFile, project: `${projectsFolder}/tsconfig.${id}.json`, isRegistered: true };

const probes: Probe[] = [
  {
    name: 'an engine field widget importing the entities',
    file: `src/engine/react/fields/${id}.ts`,
    source: "import { entities } from '../../../entities';\nexport const probe = entities;\n",
    project: 'src/engine/react/tsconfig.json',
  },
  {
    name: 'an entity importing another entity file',
    ...registeredEntity,
    source: "import { countries } from './countries';\nexport const probe = countries;\n",
  },
  {
    name: 'an entity importing React',
    ...registeredEntity,
    source: "import { useState } from 'react';\nexport const probe = useState;\n",
  },
  {
    name: 'an entity file not yet in the registry (so in the shared project) importing another entity file',
    file: entityFile,
    source: "import { countries } from './countries';\nexport const probe = countries;\n",
    project: '.tsbuild/entities/tsconfig.shared.json',
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

/** Writes the probe (and its projects), compiles the project, and removes them whatever happens. */
const compileWithProbe = (probe: Probe) => {
  try {
    if (probe.isRegistered) {
      const registry = fs.readFileSync(path.join(root, 'src/entities/index.ts'), 'utf8');
      fs.mkdirSync(path.join(root, projectsFolder));
      for (const [name, text] of entityProjects([...registeredEntityFiles(registry), id])) {
        fs.writeFileSync(path.join(root, projectsFolder, name), text);
      }
    }
    fs.writeFileSync(path.join(root, probe.file), probe.source);
    return compile(['-p', probe.project, '--noEmit', '--tsBuildInfoFile', path.join(scratch, 'probe.tsbuildinfo')]);
  } finally {
    fs.rmSync(path.join(root, probe.file), { force: true });
    fs.rmSync(path.join(root, projectsFolder), { recursive: true, force: true });
  }
};

describe('layer boundaries', () => {
  // The positive control, and the referenced projects' declarations the probes compile against.
  let build: ReturnType<typeof compile>;
  beforeAll(() => {
    writeEntityProjects(root);
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
      ...registeredEntity,
      source:
        "import { defineEntity } from '../engine/entity';\nimport { wordish } from './messages';\nexport const probe = [defineEntity, wordish];\n",
    });
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});
