import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeIdentifiers, wordsOf } from '../helpers/code-identifiers';

const root = path.resolve(import.meta.dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The 'Ruled out in identifiers' table of docs/architecture.md: each row's words, what to say, and the names kept. */
const ruledOut = () => {
  const section = guide.split('### Ruled out in identifiers')[1]?.split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [words = '', say = '', kept = ''] = line.split('|').slice(1);
      const names = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      return { words: names(words), say: names(say), kept: new Set(names(kept)) };
    });
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });

describe('the glossary (docs/architecture.md)', () => {
  const rules = ruledOut();

  it('should rule out words, each with what to say instead', () => {
    expect(rules.map((rule) => rule.words)).toEqual([
      ['lot', 'lots'],
      ['centre', 'centres'],
    ]);
    for (const rule of rules) expect(rule.say).toHaveLength(rule.words.length);
  });

  it('should find no ruled-out word in an identifier of src/ or tests/', () => {
    const offences = ['src', 'tests'].flatMap(sourceFiles).flatMap((file) =>
      codeIdentifiers(fs.readFileSync(path.join(root, file), 'utf8')).flatMap(({ name, line }) => {
        const words = wordsOf(name).map((word) => word.toLowerCase());
        const rule = rules.find(
          (candidate) => !candidate.kept.has(name) && words.some((word) => candidate.words.includes(word)),
        );
        return rule ? [`${file}:${line} ${name} (say ${rule.say.join(' / ')})`] : [];
      }),
    );

    expect(offences).toEqual([]);
  });

  it('should read identifiers apart from strings, template texts and comments', () => {
    const placeholder = '$' + '{centreName}';
    const source = `const lotId = 'lote'; // a lot\nconst text = \`lot ${placeholder} lot\`; /* centre */`;

    expect(codeIdentifiers(source).map(({ name }) => name)).toEqual(['const', 'lotId', 'const', 'text', 'centreName']);
  });
});
