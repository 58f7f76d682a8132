import { createRandom } from '../lib/prng.mjs';
import { createCalendar } from './dates.mjs';
import { doseRows } from './dose-rows.mjs';
import { hugeBatchPicker, hugeBatchRows } from './huge-batch-rows.mjs';
import { patientRows } from './patient-rows.mjs';
import { network } from './places.mjs';
import { referenceRows } from './reference-rows.mjs';
import { firstStockBatch, scale } from './scale.mjs';
import { syncStock } from './stock.mjs';

/** The table the server keeps of each patient's next doses (src/server/programme/forecast-table.ts). */
const forecastTable = 'patient_forecasts';

/** From this many rows on, a load drops the table's indexes and builds them again afterwards. */
const bulkRows = 500_000;

/** The scope index of the patients and its counts (src/engine/server/scope/), written by triggers. */
const scopeIndexTables = ['patients_places', 'patients_places_counts'];

/**
 * Where the lots' vials are (src/server/stock/, issue 42): the registration lots' at every centre,
 * `scale.registrationStock` each (a dose takes from its centre's stock), the others' at the
 * national store; a lot's quantity is the sum of its places.
 *
 * @param {{ id: number, availableQuantity: number }[]} batches
 */
const placeStockRows = (batches) =>
  batches.flatMap((batch) =>
    batch.id < firstStockBatch
      ? Array.from({ length: scale.centers }, (_, index) => ({
          vaccineBatchId: batch.id,
          placeType: 'center',
          placeId: index + 1,
          vials: scale.registrationStock,
          openDoses: 0,
        }))
      : [
          {
            vaccineBatchId: batch.id,
            placeType: 'store',
            placeId: network.national.id,
            vials: batch.availableQuantity,
            openDoses: 0,
          },
        ],
  );

/** @type {(keyof ReturnType<typeof referenceRows>)[]} */
const referenceOrder = [
  'countries',
  'manufacturers',
  'vaccines',
  'schedule_rules',
  'org_units',
  'vaccination_centers',
  'users',
  'vaccine_batches',
];

/**
 * The bench's data, grown in steps so each measurement sees the size it names. Every step is
 * deterministic: each chunk's random stream is seeded by the fixed seed and the first id it
 * writes. Rows are generated a chunk at a time, the next chunk while the database writes the
 * last one. Patients and doses are written as plain SQL, without the API's hooks: after each
 * growth of the doses the stored forecast is rebuilt with the server's own rebuild
 * (`rebuildForecasts`). `hasCvxCodes`: the vaccines carry their CVX codes (CDC's schedule).
 *
 * @example
 * const dataset = createDataset(writer, { rebuildForecasts: await loadForecastRebuild(), place, isPostgres: false, hasCvxCodes: false });
 * await dataset.addReferences(); await dataset.growPatients(10_000);
 *
 * @param {import('./writer.mjs').Writer} writer
 * @param {{ rebuildForecasts: (place: import('./writer.mjs').Place) => Promise<void>, place: import('./writer.mjs').Place, isPostgres: boolean, hasCvxCodes: boolean }} options
 */
export const createDataset = (writer, { rebuildForecasts, place, isPostgres, hasCvxCodes }) => {
  const calendar = createCalendar();
  const counts = { patients: 0, doses: 0 };
  /** Seconds the last forecast rebuild took, and the rows it left. */
  const timings = { forecastRebuild: 0, forecastRows: 0 };
  const randomFrom = (/** @type {number} */ salt, /** @type {number} */ from) =>
    createRandom(scale.seed + salt * 1_000_003 + from);
  /**
   * @param {{ table: string, from: number, to: number, salt: number, rowsOf: (chunk: { from: number, to: number, random: import('../lib/prng.mjs').Random }) => import('./writer.mjs').Row[] }} load
   */
  const writeChunks = async ({ table, from, to, salt, rowsOf }) => {
    const write = async () => {
      let pending = Promise.resolve();
      for (let start = from; start <= to; start += scale.rowsPerChunk) {
        const end = Math.min(to, start + scale.rowsPerChunk - 1);
        const rows = rowsOf({ from: start, to: end, random: randomFrom(salt, start) });
        await pending;
        pending = writer.insert(table, rows);
      }
      await pending;
    };
    await (to - from + 1 >= bulkRows ? writer.bulkLoad(table, write) : write());
    await writer.settle(table);
    // The patients' scope index, which the tables' triggers filled: vacuumed as autovacuum soon
    // would after such a load (its statistics, and the visibility map a deep page reads it by).
    if (isPostgres && to - from + 1 >= bulkRows) {
      for (const derived of scopeIndexTables) await writer.execute(`VACUUM (ANALYZE) "${derived}"`);
    }
  };
  /**
   * Every patient's forecast again, with the table's indexes dropped and built again
   * afterwards. PostgreSQL then vacuums it as autovacuum soon would: its statistics, and the
   * visibility map that lets the due lists read their index alone.
   */
  const rebuild = async () => {
    const started = performance.now();
    await writer.bulkLoad(forecastTable, () => rebuildForecasts(place));
    if (isPostgres) await writer.execute(`VACUUM (ANALYZE) "${forecastTable}"`);
    timings.forecastRebuild = (performance.now() - started) / 1000;
    const [counted] = await writer.query(`SELECT count(*) AS "rows" FROM "${forecastTable}"`);
    timings.forecastRows = Number(counted?.rows ?? 0);
  };
  const maxId = async (/** @type {string} */ table) =>
    Number((await writer.query(`SELECT max("id") AS "id" FROM "${table}"`))[0]?.id ?? 0);
  return {
    counts,
    timings,
    addReferences: async () => {
      const [admin] = await writer.query('SELECT "passwordHash" FROM "users" WHERE "id" = 1');
      if (!admin) throw new Error('The server did not create the admin user');
      const passwordHash = String(admin.passwordHash);
      const rows = referenceRows({ random: randomFrom(1, 0), calendar, passwordHash, hasCvxCodes });
      for (const table of referenceOrder) {
        await writer.insert(table, rows[table]);
        await writer.settle(table);
      }
      await writer.insert('place_stock', placeStockRows(rows.vaccine_batches));
    },
    growPatients: async (/** @type {number} */ total) => {
      const from = (await maxId('patients')) + 1;
      await writeChunks({
        table: 'patients',
        from,
        to: from + total - counts.patients - 1,
        salt: 2,
        rowsOf: (chunk) => patientRows({ ...chunk, calendar }),
      });
      counts.patients = total;
    },
    /** Doses in time order over two years on the first stock batches (the reports' data). */
    growDoses: async (/** @type {number} */ total) => {
      const span = { first: 1, last: scale.doses.reports };
      /** @type {(id: number, random: import('../lib/prng.mjs').Random) => number} */
      const batchFor = (_id, random) => random.int(firstStockBatch, scale.batches);
      await writeChunks({
        table: 'applied_doses',
        from: counts.doses + 1,
        to: total,
        salt: 3,
        rowsOf: (chunk) => doseRows({ ...chunk, span, patients: counts.patients, batchFor, calendar }),
      });
      counts.doses = total;
      await syncStock(writer, 1);
      await rebuild();
    },
    /**
     * Grows the dose table to `total` rows (with the ones the API registered meanwhile) on
     * `scale.hugeBatches` new batches: another two years of doses, after the measured ones.
     */
    growDosesAtScale: async (/** @type {number} */ total) => {
      const [counted] = await writer.query('SELECT count(*) AS "rows" FROM "applied_doses"');
      const firstBatch = (await maxId('vaccine_batches')) + 1;
      await writeChunks({
        table: 'vaccine_batches',
        from: firstBatch,
        to: firstBatch + scale.hugeBatches - 1,
        salt: 5,
        rowsOf: (chunk) => hugeBatchRows({ ...chunk, calendar }),
      });
      const from = (await maxId('applied_doses')) + 1;
      const span = { first: from, last: from + total - Number(counted?.rows) - 1 };
      const batchFor = hugeBatchPicker({ span, first: firstBatch, count: scale.hugeBatches });
      const patients = await maxId('patients');
      await writeChunks({
        table: 'applied_doses',
        from: span.first,
        to: span.last,
        salt: 6,
        rowsOf: (chunk) => doseRows({ ...chunk, span, patients, batchFor, calendar }),
      });
      counts.doses = total;
      await syncStock(writer, firstBatch);
      await rebuild();
    },
  };
};
