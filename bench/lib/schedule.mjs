import path from 'node:path';
import { paths } from './paths.mjs';

/**
 * A schedule the full-size sections can run with: its name in `BENCH_SCHEDULE`, its label in the
 * rows and the results' file names, whether the catalogue's vaccines carry their CVX codes, the
 * folder of CDC's supporting data it is loaded from once the data is grown (none: the demo's,
 * written with the data), and the sections it cannot run.
 * @typedef {{ name: string, label: string, fileSuffix: string, hasCvxCodes: boolean, cdsiFolder?: string, withoutSections: readonly string[] }} BenchSchedule
 */

/**
 * The demo's (the bench's own national schedule of 24 rules, catalog.mjs), or CDC's supporting
 * data v4.10, loaded through the API once the data is grown (sections/cdc-schedule.mjs) in place
 * of the demo's.
 * @type {Record<'demo' | 'cdc', BenchSchedule>}
 */
const schedules = {
  demo: { name: 'demo', label: 'demo', fileSuffix: '', hasCvxCodes: false, withoutSections: [] },
  cdc: {
    name: 'cdc',
    label: 'CDC v4.10',
    fileSuffix: '-cdc',
    hasCvxCodes: true,
    // The folder the project's CDSi tests read: CDC's v4.10 data, COVID-19's antigen file left out.
    cdsiFolder: path.join(paths.root, 'tests/fixtures/cdsi'),
    // It edits one of the demo's rules, which CDC's schedule replaces.
    withoutSections: ['rule-change'],
  },
};

/**
 * The schedule `BENCH_SCHEDULE` names (`demo` when unset); an unknown name stops the run before it starts.
 *
 * @example
 * selectSchedule('cdc').label // 'CDC v4.10'
 *
 * @param {string | undefined} name
 * @returns {BenchSchedule}
 */
export const selectSchedule = (name) => {
  const chosen = name === undefined || name === '' ? 'demo' : name;
  if (chosen !== 'demo' && chosen !== 'cdc') {
    throw new Error(`BENCH_SCHEDULE: no schedule ${chosen} (${Object.keys(schedules).join(', ')})`);
  }
  return schedules[chosen];
};
