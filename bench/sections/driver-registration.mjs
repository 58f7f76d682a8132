import Database from 'better-sqlite3';
import pg from 'pg';
import { vaccines } from '../generate/catalog.mjs';
import { sqliteFile } from '../generate/writer.mjs';

const takeVial = `UPDATE "vaccine_batches" SET "availableQuantity" = "availableQuantity" - 1
  WHERE "id" = ? AND "isActive" = 1 AND "status" = 1 AND "availableQuantity" > 0 AND "expirationDate" >= ?`;
const insertDose = `INSERT INTO "applied_doses" ("isActive", "isHistorical", "patientId", "vaccineBatchId", "vaccineId",
  "doseNumber", "vaccinationCenterId", "applyingUserId", "observations", "applicationDateTime")
  VALUES (1, 0, ?, ?, ?, ?, ?, ?, ?, ?)`;

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * A dose to register, as the API takes it.
 * @typedef {{ patientId: number, vaccineBatchId: number, doseNumber: number, vaccinationCenterId: number, applyingUserId: number, observations: string }} Dose
 */
/** @typedef {{ latencies: number[], elapsedMs: number }} Run */

const valuesOf = (/** @type {Dose} */ dose) => [
  dose.patientId,
  dose.vaccineBatchId,
  // Every batch's vaccine follows the catalogue's order (reference-rows.mjs).
  ((dose.vaccineBatchId - 1) % vaccines.length) + 1,
  dose.doseNumber,
  dose.vaccinationCenterId,
  dose.applyingUserId,
  dose.observations,
  new Date().toISOString(),
];

/**
 * The dose registration's baseline: {@link openDriverDoses}'s transaction per dose. `register`
 * returns each dose's latency (ms) and the whole run's elapsed time. On SQLite the doses go one
 * after another (better-sqlite3 is synchronous: 32 clients would run one after another anyway),
 * on PostgreSQL from `clients` workers at once.
 *
 * @param {{ databaseUrl?: string, dataDir: string }} place
 * @returns {{ register: (doses: readonly Dose[], clients?: number) => Promise<Run>, close: () => Promise<void> }}
 */
export const openDriverRegistration = (place) => {
  const { registerOne, close } = openDriverDoses(place);
  return {
    register: async (doses, clients = 32) => {
      /** @type {number[]} */
      const latencies = [];
      const queue = [...doses];
      const started = performance.now();
      const worker = async () => {
        for (let dose = queue.shift(); dose; dose = queue.shift()) {
          const before = performance.now();
          await registerOne(dose);
          latencies.push(performance.now() - before);
        }
      };
      await Promise.all(Array.from({ length: place.databaseUrl ? clients : 1 }, worker));
      return { latencies, elapsedMs: performance.now() - started };
    },
    close,
  };
};

/**
 * One dose registered straight through the driver: the conditional stock update and the insert
 * in one transaction, with the server's SQLite settings (WAL, synchronous FULL) or a pool as
 * large as the server's. `registerOne` throws when the batch refuses the vial.
 *
 * @param {{ databaseUrl?: string, dataDir: string }} place
 * @returns {{ registerOne: (dose: Dose) => Promise<void>, close: () => Promise<void> }}
 */
export const openDriverDoses = ({ databaseUrl, dataDir }) =>
  databaseUrl ? postgresDoses(databaseUrl) : sqliteDoses(sqliteFile(dataDir));

const sqliteDoses = (/** @type {string} */ file) => {
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const take = database.prepare(takeVial);
  const insert = database.prepare(insertDose);
  const registerOne = database.transaction((/** @type {Dose} */ dose, /** @type {string} */ today) => {
    if (take.run(dose.vaccineBatchId, today).changes !== 1) throw new Error(`Batch ${dose.vaccineBatchId} refused`);
    insert.run(...valuesOf(dose));
  });
  return {
    registerOne: async (/** @type {Dose} */ dose) => registerOne(dose, localToday()),
    close: async () => {
      database.close();
    },
  };
};

const numbered = (/** @type {string} */ text) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

const postgresDoses = (/** @type {string} */ connectionString) => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const registerOne = async (/** @type {Dose} */ dose) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const taken = await client.query(numbered(takeVial), [dose.vaccineBatchId, localToday()]);
      if (taken.rowCount !== 1) throw new Error(`Batch ${dose.vaccineBatchId} refused`);
      await client.query(numbered(insertDose), valuesOf(dose));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  return { registerOne, close: () => pool.end() };
};
