import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from '../../../src/server/config';

const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');

/** The Meaning cell of a variable's row in the configuration guide's table of server variables. */
const meaningInGuide = (name: string) =>
  guide
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\` |`))
    ?.split(' | ')
    .at(-1)
    ?.replace(/ \|$/, '');

describe('the configuration table of docs/configuration.md', () => {
  it.each(Object.entries(environmentSchema.shape))('should have the row of %s say its description', (name, schema) => {
    expect(meaningInGuide(name)).toBe(schema.description);
  });
});
