import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

/** Runs a tool in the repository; its exit status and everything it printed. */
const run = (tool: string, args: readonly string[]) => {
  const result = spawnSync(process.execPath, [tool, ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

type Probe = {
  /** Which boundary the probe crosses. */
  name: string;
  /** The probe's path from the repository root, and its source. */
  file: string;
  source: string;
};

/** A probe the compiler refuses: its project does not reference the layer it imports. */
type CompileProbe = Probe & { project: string };

const id = `boundary-probe-${process.pid}`;

const compileProbes: CompileProbe[] = [
  {
    name: 'an engine field widget importing the entities',
    file: `src/engine/react/fields/${id}.ts`,
    source: "import { entities } from '../../../entities';\nexport const probe = entities;\n",
    project: 'src/engine/react/tsconfig.json',
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
  {
    name: 'the domain importing an entity',
    file: `src/domain/${id}.ts`,
    source: "import { countries } from '../entities/countries';\nexport const probe = countries;\n",
    project: 'src/domain/tsconfig.json',
  },
];

/** A probe the linter refuses (biome.json's `noRestrictedImports`). */
const lintProbes: Probe[] = [
  {
    name: 'an entity importing another entity file',
    file: `src/entities/${id}.ts`,
    source: "import { countries } from './countries';\nexport const probe = countries;\n",
  },
  {
    name: 'an entity importing React',
    file: `src/entities/${id}.ts`,
    source: "import { useState } from 'react';\nexport const probe = useState;\n",
  },
  {
    name: 'the domain importing the database',
    file: `src/domain/${id}.ts`,
    source: "import { sql } from 'kysely';\nexport const probe = sql;\n",
  },
];

// A probe's compilation keeps its build info here, so the real projects' stays as `tsc -b` left it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-boundaries-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Writes the probe, runs the check on it, and removes it whatever happens. */
const checkWithProbe = (probe: Probe, check: () => ReturnType<typeof run>) => {
  try {
    fs.writeFileSync(path.join(root, probe.file), probe.source);
    return check();
  } finally {
    fs.rmSync(path.join(root, probe.file), { force: true });
  }
};

const compileProbe = (probe: CompileProbe) =>
  checkWithProbe(probe, () =>
    run(tsc, [
      '-p',
      probe.project,
      '--noEmit',
      '--tsBuildInfoFile',
      path.join(scratch, 'probe.tsbuildinfo'),
      '--pretty',
      'false',
    ]),
  );

const lintProbe = (probe: Probe) =>
  checkWithProbe(probe, () => run(biome, ['lint', '--reporter=concise', '--colors=off', probe.file]));

/** The probe's file at the start of a line of the output, as both tools name it. */
const namesFile = (probe: Probe) => new RegExp(`^(× )?${probe.file.replaceAll('.', '\\.')}[(:]\\d+`, 'm');

describe('layer boundaries', () => {
  // The positive control, and the referenced projects' declarations the probes compile against.
  let build: ReturnType<typeof run>;
  beforeAll(() => {
    build = run(tsc, ['-b', '--pretty', 'false']);
  }, 180_000);

  it('should compile the untouched tree, every project', () => {
    expect(build.output).toBe('');
    expect(build.status).toBe(0);
  });

  // The native compiler takes about a second a probe; a busy machine can make it ten.
  it.each(compileProbes)('should refuse to compile $name, naming the file', { timeout: 60_000 }, (probe) => {
    const result = compileProbe(probe);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(namesFile(probe));
    expect(result.output).toContain('error TS');
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it.each(lintProbes)('should refuse to lint $name, naming the file', { timeout: 60_000 }, (probe) => {
    const result = lintProbe(probe);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(namesFile(probe));
    expect(result.output).toContain('lint/style/noRestrictedImports');
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it('should compile and lint an entity that crosses no boundary, so the refusals are about the imports', {
    timeout: 60_000,
  }, () => {
    const probe = {
      name: 'an entity importing the engine and the domain',
      file: `src/entities/${id}.ts`,
      source:
        "import { defineEntity } from '../engine/entity';\nimport { wordish } from '../domain/messages';\nexport const probe = [defineEntity, wordish];\n",
    };
    const compiled = compileProbe({ ...probe, project: 'src/entities/tsconfig.json' });
    expect(compiled.output).toBe('');
    expect(compiled.status).toBe(0);
    const linted = lintProbe(probe);
    expect(linted.output).not.toContain('noRestrictedImports');
    expect(linted.status).toBe(0);
  });
});
