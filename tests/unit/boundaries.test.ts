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
    source: "import * as repository from '../server';\nexport const probe = repository;\n",
    project: 'src/engine/react/tsconfig.json',
  },
  {
    name: 'the domain importing an entity',
    file: `src/domain/${id}.ts`,
    source: "import { countries } from '../entities/countries';\nexport const probe = countries;\n",
    project: 'src/domain/tsconfig.json',
  },
];

/** Probes the linter refuses (biome.json's `noRestrictedImports`), each in a file of its own: one run lints them all. */
const lintProbes: Probe[] = [
  {
    name: 'an entity importing another entity file',
    file: `src/entities/${id}-lint-1.ts`,
    source: "import { countries } from './countries';\nexport const probe = countries;\n",
  },
  {
    name: 'an entity importing React',
    file: `src/entities/${id}-lint-2.ts`,
    source: "import { useState } from 'react';\nexport const probe = useState;\n",
  },
  {
    name: 'the domain importing the database',
    file: `src/domain/${id}-lint-3.ts`,
    source: "import { sql } from 'kysely';\nexport const probe = sql;\n",
  },
  {
    name: "the app importing a file behind the React engine's front door",
    file: `src/app/${id}-lint-4.ts`,
    source: "import { buttonClass } from '../engine/react/styles';\nexport const probe = buttonClass;\n",
  },
  {
    name: "the server importing a file behind the server engine's front door",
    file: `src/server/${id}-lint-5.ts`,
    source: "import { tableOf } from '../engine/server/schema/tables';\nexport const probe = tableOf;\n",
  },
  {
    name: "the server importing a file behind the engine core's front door",
    file: `src/server/${id}-lint-6.ts`,
    source: "import { createRegistry } from '../engine/registry';\nexport const probe = createRegistry;\n",
  },
  {
    name: "an entity importing a rule builder behind the engine's front door",
    file: `src/entities/${id}-lint-7.ts`,
    source: "import { text } from '../engine/rules';\nexport const probe = text;\n",
  },
  {
    name: 'the domain importing the server engine',
    file: `src/domain/${id}-lint-8.ts`,
    source: "import { tableOf } from '../engine/server';\nexport const probe = tableOf;\n",
  },
];

/** Probes that cross no boundary: the linter lets them be, so the refusals are about the imports. */
const allowedLintProbes: Probe[] = [
  {
    name: 'an entity importing the engine core and the domain',
    file: `src/entities/${id}-allowed-1.ts`,
    source:
      "import { defineEntity } from '../engine';\nimport { wordish } from '../domain/messages';\nexport const probe = [defineEntity, wordish];\n",
  },
  {
    name: 'the app importing the engine core and React front doors',
    file: `src/app/${id}-allowed-2.ts`,
    source:
      "import { defineEntity } from '../engine';\nimport { buttonClass } from '../engine/react';\nexport const probe = [defineEntity, buttonClass];\n",
  },
  {
    name: 'the server importing the engine core and server front doors',
    file: `src/server/${id}-allowed-3.ts`,
    source:
      "import { createRegistry } from '../engine';\nimport { tableOf } from '../engine/server';\nexport const probe = [createRegistry, tableOf];\n",
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

/**
 * A project of the probe alone: its project's settings and references (which `extends` does not carry), its own
 * file as the only one, in its project's folder. Compiling it reads the referenced projects' declarations (the
 * positive control's `tsc -b` built them) and this one file, not the whole project again: an import the project
 * does not reference fails the same way, as a file outside the projects it may read.
 */
const probeProject = (probe: CompileProbe) => {
  const config = JSON.parse(fs.readFileSync(path.join(root, probe.project), 'utf8')) as { references?: unknown };
  const folder = path.dirname(probe.project);
  const file = path.join(folder, `tsconfig.${id}.json`);
  const source = {
    extends: `./${path.basename(probe.project)}`,
    files: [path.relative(folder, probe.file)],
    include: [],
    references: config.references ?? [],
  };
  return { file, source: JSON.stringify(source) };
};

const compileProbe = (probe: CompileProbe) => {
  const project = probeProject(probe);
  try {
    fs.writeFileSync(path.join(root, project.file), project.source);
    return checkWithProbe(probe, () =>
      run(tsc, [
        '-p',
        project.file,
        '--noEmit',
        '--tsBuildInfoFile',
        path.join(scratch, 'probe.tsbuildinfo'),
        '--pretty',
        'false',
      ]),
    );
  } finally {
    fs.rmSync(path.join(root, project.file), { force: true });
  }
};

/** Writes every lint probe, lints them in one run, and removes them whatever happens. */
const lintAllProbes = () => {
  const probes = [...lintProbes, ...allowedLintProbes];
  try {
    for (const probe of probes) fs.writeFileSync(path.join(root, probe.file), probe.source);
    return run(biome, [
      'lint',
      '--reporter=concise',
      '--colors=off',
      '--max-diagnostics=none',
      ...probes.map(({ file }) => file),
    ]);
  } finally {
    for (const probe of probes) fs.rmSync(path.join(root, probe.file), { force: true });
  }
};

/** The probe's file at the start of a line of the output, as both tools name it. */
const namesFile = (probe: Probe) => new RegExp(`^(× )?${probe.file.replaceAll('.', '\\.')}[(:]\\d+`, 'm');

describe('layer boundaries', () => {
  // The positive control, and the referenced projects' declarations the probes compile against.
  let build: ReturnType<typeof run>;
  let lint: ReturnType<typeof run>;
  beforeAll(() => {
    build = run(tsc, ['-b', '--pretty', 'false']);
    lint = lintAllProbes();
  }, 240_000);

  it('should compile the untouched tree, every project', () => {
    expect(build.output).toBe('');
    expect(build.status).toBe(0);
  });

  // The native compiler reads a probe and the declarations it imports in about a second; a busy machine, ten.
  it.each(compileProbes)('should refuse to compile $name, naming the file', { timeout: 60_000 }, (probe) => {
    const result = compileProbe(probe);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(namesFile(probe));
    expect(result.output).toContain('error TS');
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it.each(lintProbes)('should refuse to lint $name, naming the file', (probe) => {
    expect(lint.status).not.toBe(0);
    expect(lint.output).toMatch(
      new RegExp(`^× ${probe.file.replaceAll('.', '\\.')}:\\d+:\\d+: lint/style/noRestrictedImports`, 'm'),
    );
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it.each(allowedLintProbes)('should lint $name without a complaint', (probe) => {
    expect(lint.output).not.toMatch(namesFile(probe));
    expect(fs.existsSync(path.join(root, probe.file))).toBe(false);
  });

  it('should compile an entity that crosses no boundary, so the refusals are about the imports', {
    timeout: 60_000,
  }, () => {
    const compiled = compileProbe({
      ...allowedLintProbes[0]!,
      file: `src/entities/${id}.ts`,
      project: 'src/entities/tsconfig.json',
    });
    expect(compiled.output).toBe('');
    expect(compiled.status).toBe(0);
  });
});
