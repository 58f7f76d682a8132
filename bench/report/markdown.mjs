const figure = (value) => {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
};

const spread = (summary, unit = '') =>
  `${figure(summary.median)}${unit ? ` ${unit}` : ''} (${figure(summary.min)}–${figure(summary.max)})`;

const cell = (value, unit) => {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return spread(value, unit);
};

const verdict = (isMet) => {
  if (isMet === null) return '—';
  return isMet ? 'met' : '**missed**';
};

/** The results table: one line per metric, grouped, figures as median (min–max). */
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

/** Every client chunk, largest first. */
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

/** The whole results.md. */
export const resultsMarkdown = ({ run, rows, chunks }) =>
  [
    `# Performance bench (${run.database})`,
    '',
    `${run.finishedAt} · Node ${run.node} · ${run.cpus} CPUs · ${run.rounds} rounds after a warm-up · ` +
      `${run.totalSeconds.toFixed(0)} s in all. Figures: median (min–max) over the rounds; a ratio is ours / baseline, ` +
      'taken per round. Written by `npm run bench`.',
    '',
    resultsTable(rows),
    '',
    `Targets met: ${rows.filter((row) => row.isMet === true).length} of ${rows.filter((row) => row.isMet !== null).length}.`,
    '',
    '## Client chunks',
    '',
    chunksTable(chunks),
    '',
  ].join('\n');
