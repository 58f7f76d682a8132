import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../lib/paths.mjs';
import { resultsMarkdown } from './markdown.mjs';

/**
 * Writes the run's figures under bench/: results.md and results.json for the default SQLite
 * run, results-postgres.md and .json for a PostgreSQL run; a run of some sections
 * (`BENCH_ONLY`) writes them under bench/data/ as results-partial(-postgres), leaving the
 * whole run's figures as they are, as does a run at a scale other than full (`-small`).
 * `fileSuffix` ends the name (`-cdc` for CDC's schedule), so one schedule's figures never
 * overwrite another's. Returns the markdown.
 *
 * @param {import('./markdown.mjs').Results} results
 * @param {{ fileSuffix: string }} options
 */
export const writeResults = (results, { fileSuffix }) => {
  const isPostgres = results.run.database === 'PostgreSQL';
  const isFullScale = results.run.scale.name === 'full';
  const name = [
    'results',
    results.run.sections ? '-partial' : '',
    isPostgres ? '-postgres' : '',
    fileSuffix,
    isFullScale ? '' : `-${results.run.scale.name}`,
  ].join('');
  const base = path.join(results.run.sections || !isFullScale ? paths.data : paths.bench, name);
  const markdown = resultsMarkdown(results);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
};
