import { freshServerRounds } from '../lib/server.mjs';
import { budgetRow } from '../report/rows.mjs';

const group = 'FHIR export';

/**
 * Per round, a fresh process of the built server exports the centre with the most patients as
 * FHIR NDJSON (`GET /fhir/r4/$export-centre?centerId=`: its Patient lines, then its
 * Immunization lines) and the bench reads the stream to its end: resources per second (lines),
 * time to the first byte, and the server's peak resident memory (VmHWM) once it is done.
 *
 * @example
 * rows.push(...(await measureFhirExport({ rounds: 2, config, port, token, writer, size: sizes.patients })));
 *
 * @param {{ rounds: number, config: import('../lib/server.mjs').ServerConfig, port: number, token: string,
 *   writer: import('../generate/writer.mjs').Writer, size: string }} options
 */
export const measureFhirExport = async ({ rounds, config, port, token, writer, size }) => {
  console.log('  FHIR export of a centre');
  const [busiest] = await writer.query(
    `SELECT "vaccinationCenterId" AS "id", count(*) AS "patients" FROM "patients"
     WHERE "isActive" = 1 AND "vaccinationCenterId" IS NOT NULL
     GROUP BY "vaccinationCenterId" ORDER BY count(*) DESC LIMIT 1`,
  );
  const centerId = Number(busiest?.id);
  /** @type {{ resources: number, resourcesPerSecond: number, firstByteMs: number }[]} */
  const runs = [];
  const { memory } = await freshServerRounds({
    rounds,
    config,
    port,
    work: async (server) => {
      const run = await exportOnce({ url: server.url, token, centerId });
      console.log(
        `    ${run.resources.toLocaleString('en')} resources, ${Math.round(run.resourcesPerSecond).toLocaleString('en')} resources/s, first byte ${Math.round(run.firstByteMs)} ms`,
      );
      runs.push(run);
    },
  });
  const counts = [...new Set(runs.map((run) => run.resources.toLocaleString('en')))].join(', ');
  const scope = `centre ${centerId}, ${Number(busiest?.patients).toLocaleString('en')} of ${size}; ${counts} resources`;
  return [
    budgetRow({
      group,
      metric: `Resources per second, a centre's Patients and Immunizations as NDJSON (${scope})`,
      unit: 'resources/s',
      ours: runs.map((run) => run.resourcesPerSecond),
      target: { atLeast: 10_000 },
    }),
    budgetRow({
      group,
      metric: `Time to the first byte of the FHIR export (${size})`,
      unit: 'ms',
      ours: runs.map((run) => run.firstByteMs),
      target: { below: 1000 },
    }),
    budgetRow({
      group,
      metric: `Server's peak resident memory (VmHWM) exporting a centre as FHIR (${size})`,
      unit: 'MB',
      ours: memory,
      target: { atMost: 250 },
    }),
  ];
};

/**
 * One export read to its end, counting its resources by their line ends.
 *
 * @param {{ url: string, token: string, centerId: number }} options
 */
const exportOnce = async ({ url, token, centerId }) => {
  const started = performance.now();
  const response = await fetch(`${url}/fhir/r4/$export-centre?centerId=${centerId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`$export-centre answered ${response.status}`);
  let firstByteMs = Number.NaN;
  let resources = 0;
  for await (const chunk of response.body) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    for (const byte of chunk) if (byte === 10) resources += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { resources, resourcesPerSecond: resources / seconds, firstByteMs };
};
