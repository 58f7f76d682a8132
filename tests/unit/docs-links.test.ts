import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readmeLimit = 200;
/** What a newcomer sees of the README without scrolling. */
const firstScreen = 40;

/** README.md and every Markdown file under docs/, relative to the repository. */
const markdownFiles = () => [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file))
    .sort(),
];

/** The lines outside fenced code blocks, where links and headings are Markdown. */
const proseLines = (text: string) => {
  let isFenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      isFenced = !isFenced;
      return false;
    }
    return !isFenced;
  });
};

/**
 * A heading's anchor as GitHub makes it: the text as rendered, lower case, without punctuation
 * or symbols (letters, digits, `_` and `-` stay), each space a hyphen.
 */
const slugOf = (heading: string) =>
  heading
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor of a Markdown text; a repeated heading's gets `-1`, `-2`… as on GitHub. */
const anchorsOf = (text: string) => {
  const seen = new Map<string, number>();
  return proseLines(text).flatMap((line) => {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) return [];
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return [count === 0 ? slug : `${slug}-${count}`];
  });
};

/** The targets of a text's links and images, inline or by reference, outside code. */
const linksOf = (text: string) =>
  proseLines(text).flatMap((line) => {
    const prose = line.replace(/`[^`]*`/g, '');
    const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
    const byReference = /^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(prose)?.[1];
    const html = [...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    return [...inline, ...(byReference ? [byReference] : []), ...html];
  });

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Why a relative link of `file` (a repository path) leads nowhere, or undefined when it leads somewhere. */
const brokenReason = (file: string, target: string): string | undefined => {
  const [linkPath = '', anchor] = target.split('#');
  const resolved =
    linkPath === '' ? file : path.join(linkPath.startsWith('/') ? '' : path.dirname(file), decodeURI(linkPath));
  const absolute = path.join(root, resolved);
  if (!fs.existsSync(absolute)) return `${target}: no file ${resolved}`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  const anchors = anchorsOf(fs.readFileSync(absolute, 'utf8'));
  return anchors.includes(decodeURIComponent(anchor)) ? undefined : `${target}: no heading #${anchor} in ${resolved}`;
};

const brokenLinksOf = (file: string) =>
  linksOf(fs.readFileSync(path.join(root, file), 'utf8'))
    .filter((target) => target !== '' && !isExternal(target))
    .flatMap((target) => brokenReason(file, target) ?? []);

describe('the anchors of headings', () => {
  it.each([
    ['Adding an entity', 'adding-an-entity'],
    ['Stop, reset, demo accounts', 'stop-reset-demo-accounts'],
    ['`npm test` on PostgreSQL', 'npm-test-on-postgresql'],
    ['Añadir una entidad', 'añadir-una-entidad'],
    ['Backups — SQLite', 'backups--sqlite'],
    ['The [API](api.md) routes', 'the-api-routes'],
    ['1. Write the config', '1-write-the-config'],
    ['row_counts and `isUnique`', 'row_counts-and-isunique'],
  ])('should make %s into #%s as GitHub does', (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });

  it('should number repeated headings and skip fenced code', () => {
    const text = ['# Logs', '```sh', '# not a heading', '```', '## Logs', '### Other'].join('\n');

    expect(anchorsOf(text)).toEqual(['logs', 'logs-1', 'other']);
  });
});

describe('the links of a Markdown text', () => {
  it('should find inline links, images, references and HTML, but none in code', () => {
    const text = [
      'See [the API](docs/api.md#errors) and ![a view](docs/readme/inicio-light.png "Inicio").',
      'Not `[this](nowhere.md)`; <img src="docs/x.png"> <https://example.com>',
      '[ref]: docs/testing.md',
      '```md',
      '[fenced](nowhere.md)',
      '```',
    ].join('\n');

    expect(linksOf(text)).toEqual([
      'docs/api.md#errors',
      'docs/readme/inicio-light.png',
      'docs/x.png',
      'docs/testing.md',
    ]);
  });

  it('should name a missing file and a missing heading, and accept what exists', () => {
    expect(brokenReason('README.md', 'docs/nowhere.md')).toBe('docs/nowhere.md: no file docs/nowhere.md');
    expect(brokenReason('README.md', '#no-such-heading')).toBe(
      '#no-such-heading: no heading #no-such-heading in README.md',
    );
    expect(brokenReason('docs/api.md', '../README.md')).toBeUndefined();
    expect(brokenReason('docs/api.md', '../bench/results.md')).toBeUndefined();
  });
});

describe('the README and the guides in docs/', () => {
  it.each(markdownFiles())('should have no broken relative link in %s', (file) => {
    expect(brokenLinksOf(file)).toEqual([]);
  });

  it(`should keep the README within ${readmeLimit} lines`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length - 1;

    expect(lines).toBeLessThanOrEqual(readmeLimit);
  });

  it(`should point to the entity recipe within the README's first ${firstScreen} lines`, () => {
    const firstLines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').slice(0, firstScreen);

    expect(firstLines.some((line) => line.includes('](docs/adding-an-entity.md)'))).toBe(true);
  });
});
