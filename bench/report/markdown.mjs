/** @typedef {import('./rows.mjs').Row} Row */
/** @typedef {import('./rows.mjs').Summary} Summary */
/**
 * What a run writes: when and where it ran, its rows and the client chunks.
 * @typedef {{ run: { database: string, finishedAt: string, node: string, cpus: number, load?: Summary, rounds: number, totalSeconds: number, scale: { name: string }, schedule: string, sections?: string[] }, rows: Row[], chunks: Chunk[] }} Results
 */
/**
 * A client chunk of the build (sections/bundle.mjs).
 * @typedef {{ file: string, bytes: number, gzipBytes: number, isLoadedByLogin: boolean, route?: string, isEntry: boolean, packages: string[] }} Chunk
 */

/** @param {number | undefined} value */
const figure = (value) => {
  if (value === undefined || !Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
};

/** @type {(summary: Summary, unit?: string) => string} */
const spread = (summary, unit = '') =>
  `${figure(summary.median)}${unit ? ` ${unit}` : ''} (${figure(summary.min)}–${figure(summary.max)})`;

/** @type {(value: Summary | string | null, unit?: string) => string} */
const cell = (value, unit) => {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return spread(value, unit);
};

/** @param {boolean | null} isMet */
const verdict = (isMet) => {
  if (isMet === null) return '—';
  return isMet ? 'met' : '**missed**';
};

/**
 * The results table: one line per metric, grouped, figures as median (min–max).
 *
 * @param {readonly Row[]} rows
 */
export const resultsTable = (rows) => {
  const lines = ['| Metric | Ours | Baseline | Ratio | Target | Met |', '|---|---|---|---|---|---|'];
  let group;
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      lines.push(`| **${group}** | | | | | |`);
    }
    lines.push(
      `| ${row.metric} | ${cell(row.ours, row.unit)} | ${cell(row.baseline, row.unit)} | ${cell(row.ratio)} | ${row.target} | ${verdict(row.isMet)} |`,
    );
  }
  return lines.join('\n');
};

/**
 * Every client chunk, largest first.
 *
 * @param {readonly Chunk[]} chunks
 */
export const chunksTable = (chunks) => {
  const lines = ['| Chunk | Raw KB | Gzip KB | Loaded by /login | Route | Packages |', '|---|---|---|---|---|---|'];
  for (const chunk of chunks) {
    lines.push(
      `| ${chunk.file} | ${(chunk.bytes / 1024).toFixed(1)} | ${(chunk.gzipBytes / 1024).toFixed(1)} | ` +
        `${chunk.isLoadedByLogin ? 'yes' : ''} | ${chunk.route ?? (chunk.isEntry ? 'entry' : '')} | ${chunk.packages.join(', ')} |`,
    );
  }
  return lines.join('\n');
};

const notes = [
  '## How it is measured',
  '',
  '- Lists: the baseline is `/bench/baseline/*`, mounted in the same server process only with `BENCH_BASELINE=1`:',
  '  one hand-written query in which the database builds the whole JSON array (`json_group_array` / `json_agg`).',
  '  p50 from sequential requests on one connection; requests/s under 16 connections, first request to last response.',
  '- Dose registration: the baseline is the same conditional stock update and insert in one transaction through the',
  '  driver in the bench process, on another 50 batches of the same database (better-sqlite3 runs them one after',
  '  another, as a synchronous driver does; pg uses 32 workers on a pool of 10, the size of the server pool).',
  '  Every dose is one the series and schedule checks accept: a patient of its own and a vaccine whose next dose may',
  "  be given today, read from the stored forecast before the rounds; the API's 32 clients are undici keep-alive",
  '  connections, each sending its next dose once answered (the API also checks the series and the ages and keeps',
  "  the patient's forecast, which the baseline does not). The floor, for scale: the same kind of doses (the",
  "  baseline's batches, patients of their own) through `bench/lib/registration-floor-server.mjs`, a process on the",
  "  same stack (Hono on Node, a jose JWT, a zod body) that runs only the baseline's transaction: no API that",
  '  registers a dose on this machine can be faster.',
  "- Data: today's rows (whole lists, reports, registration, cold start) are measured at their sizes first; then",
  '  the data grows to 1,000,000 patients and 5,000,000 doses by plain SQL into the tables the server created, so',
  '  their triggers run (multi-row inserts on SQLite, `unnest` arrays on PostgreSQL, 100,000 rows a transaction;',
  "  a load of 500,000 rows or more drops the table's secondary indexes, and on PostgreSQL its foreign keys, and",
  '  builds them again afterwards, as a bulk restore does). The data holds a national infant schedule (12 vaccines,',
  '  24 rules, each with a maximum age), a network of 1 national unit, 3 regions and 7 districts over the 20',
  '  centres, catchment centres for 9 patients in 10 by weight (the busiest centre, 18, about 12 % of the patients',
  "  and doses, the smallest, 4, 0.2 %, the others 4.9 % each), nine doses in ten at the patient's catchment centre,",
  '  minors (one patient in eight, half of them under 5), 12 of them registered without a document (`isChild`), and',
  '  one patient in 40 a child under 5 without any dose. Every health user works at a centre; three admins are',
  "  scoped (a district's, and one at each of the busiest and the smallest centres). After each growth of the",
  "  doses the stored forecast is rebuilt with the server's own rebuild, the migration's (PostgreSQL then vacuums",
  '  and analyses it).',
  '- Paged lists: `page=1&pageSize=25` per sort column (the default sort in both orders) and a two-word search,',
  '  p50 of sequential requests on one connection per round; a page slower than 500 ms is timed in one round.',
  '- Scoped accounts: the same pages, signed in as accounts scoped to a place (a health user reads the patients,',
  "  an admin the doses too); 'in scope' counts the scope's rows as the engine defines them (docs/places.md).",
  '- Dose registration at 100 doses/s: an open loop (each dose sent at its time whether or not the earlier ones',
  '  were answered), each dose by the health user of its centre for a patient of that centre; a latency runs from',
  '  the time the dose was due, so a bench that falls behind counts against the server.',
  "- Due lists: the home page's `GET /api/v1/due-doses` for the centre with the most forecast rows, today being the",
  '  day of the run, pages of 10: the first page and the last one of each of the three lists, p50 of sequential',
  '  requests per round.',
  '- Chromium at full size: navigation to the first data rows in the DOM (layout forced, paint excluded); a search',
  '  typed a letter at a time, from the last keydown to the first change after which every row (or option) holds',
  '  every word of the query; the used JS heap after a forced garbage collection (DevTools protocol).',
  '- Peak memory: VmHWM of a fresh server process after 16 clients read every sorted page and search page.',
  '- Bundle: the scripts Chromium loads for /login, gzip level 6; KB = 1,024 bytes.',
  '- Shared machine with 2 cores: the load generators (autocannon, Chromium) run on the same cores as the server.',
].join('\n');

/**
 * The whole results.md.
 *
 * @param {Results} results
 */
export const resultsMarkdown = ({ run, rows, chunks }) =>
  [
    `# Performance bench (${run.database}${run.schedule === 'demo' ? '' : `, the ${run.schedule} schedule`})`,
    '',
    ...(run.scale.name === 'full'
      ? []
      : [`At the \`BENCH_SCALE=${run.scale.name}\` scale, a development aid: these figures mean nothing.`, '']),
    `${run.finishedAt} · Node ${run.node} · ${run.cpus} CPUs${run.load ? ` (load average ${spread(run.load)}, every 10 s, other processes included)` : ''} · ${run.rounds} rounds after a warm-up · ` +
      `${run.totalSeconds.toFixed(0)} s in all. Figures: median (min–max) over the rounds; a ratio is ours / baseline, ` +
      `taken per round. Written by \`npm run bench\`${run.sections ? `, only ${run.sections.join(', ')} (\`BENCH_ONLY\`)` : ''}.`,
    '',
    resultsTable(rows),
    '',
    `Targets met: ${rows.filter((row) => row.isMet === true).length} of ${rows.filter((row) => row.isMet !== null).length}.`,
    '',
    notes,
    '',
    '## Client chunks',
    '',
    chunksTable(chunks),
    '',
  ].join('\n');
