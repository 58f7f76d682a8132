import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from '../../../src/server/config';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The Meaning cell of a variable's row in the README's configuration table. */
const meaningInReadme = (name: string) =>
  readme
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\` |`))
    ?.split(' | ')
    .at(-1)
    ?.replace(/ \|$/, '');

describe('the README configuration table', () => {
  it.each(Object.entries(environmentSchema.shape))('should have the row of %s say its description', (name, schema) => {
    expect(meaningInReadme(name)).toBe(schema.description);
  });
});
