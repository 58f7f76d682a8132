import { setTimeout as sleep } from 'node:timers/promises';
import { freshServerRounds } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';
import { budgetRow, ratioRow } from '../report/rows.mjs';

const group = 'CSV export';

/** How often a searched page of the patients list is asked while an export runs, to see that the API still answers. */
const probeEveryMs = 250;

/** The probe: a first page of a search, an everyday request of the Gestión table. */
const probePath = '/api/v1/patients?page=1&pageSize=25&q=maria';

/** Probes timed on the idle server before the export, after two to warm it. */
const idleProbes = 10;

/**
 * Per round, a fresh process of the built server on the full database exports the whole
 * patients table (`GET /api/v1/patients/export.csv`, its default sort) and the bench reads
 * the stream to its end: rows per second, time to the first byte, the server's peak resident
 * memory (VmHWM) once the export is done, and the median time of a searched first page of
 * the patients list asked every 250 ms meanwhile, against the same page on the idle server
 * just before (SQLite has one connection: the export's chunks must leave room for other requests).
 *
 * @example
 * rows.push(...(await measureExport({ rounds: 2, config, port, token, size: sizes.patients })));
 *
 * @param {{ rounds: number, config: import('../lib/server.mjs').ServerConfig, port: number, token: string, size: string }} options
 */
export const measureExport = async ({ rounds, config, port, token, size }) => {
  console.log('  CSV export of the patients table');
  /** @type {{ rowsPerSecond: number, firstByteMs: number, rows: number, busyProbeMs: number, idleProbeMs: number }[]} */
  const runs = [];
  const { memory } = await freshServerRounds({
    rounds,
    config,
    port,
    work: async (server) => {
      const idle = await probeIdle({ url: server.url, token });
      const run = { ...(await exportOnce({ url: server.url, token })), idleProbeMs: summarize(idle).median };
      console.log(
        `    ${run.rows.toLocaleString('en')} rows, ${Math.round(run.rowsPerSecond).toLocaleString('en')} rows/s, first byte ${Math.round(run.firstByteMs)} ms`,
      );
      runs.push(run);
    },
  });
  const rowCounts = new Set(runs.map((run) => run.rows));
  return [
    budgetRow({
      group,
      metric: `Rows per second, whole patients table as CSV (${size}; ${[...rowCounts].join(', ')} rows exported)`,
      unit: 'rows/s',
      ours: runs.map((run) => run.rowsPerSecond),
      target: { atLeast: 10_000 },
    }),
    budgetRow({
      group,
      metric: `Time to the first byte of the export (${size})`,
      unit: 'ms',
      ours: runs.map((run) => run.firstByteMs),
      target: { below: 1000 },
    }),
    budgetRow({
      group,
      metric: `Server's peak resident memory (VmHWM) exporting ${size}`,
      unit: 'MB',
      ours: memory,
      target: { atMost: 250 },
    }),
    ratioRow({
      group,
      metric: `Searched first page of the patients list while the export runs (median, asked every ${probeEveryMs} ms), against the idle server`,
      unit: 'ms',
      ours: runs.map((run) => run.busyProbeMs),
      baseline: runs.map((run) => run.idleProbeMs),
      target: { atMost: 2 },
    }),
  ];
};

/**
 * One export read to its end, counting records by their CRLF; a paged list is asked
 * meanwhile and its slowest answer kept.
 *
 * @param {{ url: string, token: string }} options
 */
const exportOnce = async ({ url, token }) => {
  const headers = { authorization: `Bearer ${token}` };
  let isExporting = true;
  const probes = probeWhile({ url, headers, isRunning: () => isExporting });
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/patients/export.csv`, { headers });
  if (!response.ok || !response.body) throw new Error(`export.csv answered ${response.status}`);
  let firstByteMs = Number.NaN;
  let lineEnds = 0;
  try {
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      for (const byte of chunk) if (byte === 10) lineEnds += 1;
    }
  } finally {
    isExporting = false;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lineEnds - 1;
  return { rows, rowsPerSecond: rows / seconds, firstByteMs, busyProbeMs: summarize(await probes).median };
};

/**
 * The times of a first page of the patients list, asked every {@link probeEveryMs} while `isRunning`.
 *
 * @param {{ url: string, headers: Record<string, string>, isRunning: () => boolean }} options
 */
const probeWhile = async ({ url, headers, isRunning }) => {
  /** @type {number[]} */
  const times = [];
  await sleep(probeEveryMs);
  while (isRunning()) {
    const time = await timeProbe({ url, headers });
    if (isRunning()) times.push(time);
    await sleep(probeEveryMs);
  }
  return times;
};

/**
 * The times of {@link idleProbes} probes on the idle server, after two to warm it.
 *
 * @param {{ url: string, token: string }} options
 */
const probeIdle = async ({ url, token }) => {
  const headers = { authorization: `Bearer ${token}` };
  /** @type {number[]} */
  const times = [];
  for (let probe = 0; probe < idleProbes + 2; probe += 1) times.push(await timeProbe({ url, headers }));
  return times.slice(2);
};

/** @param {{ url: string, headers: Record<string, string> }} options */
const timeProbe = async ({ url, headers }) => {
  const started = performance.now();
  const response = await fetch(`${url}${probePath}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${probePath} answered ${response.status}`);
  return performance.now() - started;
};
