import { scale } from '../generate/scale.mjs';

/**
 * The patients a picker reads, today's date, and the bench's database.
 * @typedef {{ writer: import('../generate/writer.mjs').Writer, firstPatient: number, lastPatient: number, today: string }} PickRange
 */
/**
 * The number a dose of a vaccine takes for a patient today, or undefined when none may be given.
 * @typedef {(patientId: number, vaccineId: number) => number | undefined | Promise<number | undefined>} NumberOf
 */
/** @typedef {(range: PickRange) => Promise<NumberOf>} Numbering */

/**
 * Doses the series and schedule checks accept, spread round-robin over the batches from
 * `firstBatch`: each for a patient of its own (from `firstPatient` on), with the first batch
 * (from the next one in turn) whose vaccine may be given to that patient today, with the number
 * `numbering` gives it (by default {@link vaccineNumbering}, the demo schedule's, where each
 * vaccine is its own group). A patient no batch fits is skipped; random centres and staff, or
 * the centre and professional `placeOf` gives the patient (a patient it gives none is skipped).
 * Read from the database before the measured rounds, so every dose of the run is registered
 * (201), none refused (409).
 *
 * @param {{ writer: import('../generate/writer.mjs').Writer, firstBatch: number, firstPatient: number, count: number, random: import('../lib/prng.mjs').Random, placeOf?: (patientId: number) => { vaccinationCenterId: number, applyingUserId: number } | undefined, numbering?: Numbering }} options
 * @returns {Promise<import('./driver-registration.mjs').Dose[]>}
 */
export const acceptableDoses = async ({
  writer,
  firstBatch,
  firstPatient,
  count,
  random,
  placeOf,
  numbering = vaccineNumbering,
}) => {
  const lastBatch = firstBatch + scale.registrationBatches - 1;
  const batches = await writer.query('SELECT "id", "vaccineId" FROM "vaccine_batches" WHERE "id" BETWEEN ? AND ?', [
    firstBatch,
    lastBatch,
  ]);
  const vaccineOf = new Map(batches.map((batch) => [Number(batch.id), Number(batch.vaccineId)]));
  const lastPatient = firstPatient + 6 * count;
  const today = new Date().toISOString().slice(0, 10);
  const numberOf = await numbering({ writer, firstPatient, lastPatient, today });
  /** @type {import('./driver-registration.mjs').Dose[]} */
  const doses = [];
  /** The batch after the last one taken: each patient tries the batches from there on, so their vials go evenly. */
  let turn = 0;
  for (let patientId = firstPatient; doses.length < count; patientId += 1) {
    if (patientId > lastPatient) throw new Error(`Too few patients from ${firstPatient} for ${count} doses`);
    const place = placeOf ? placeOf(patientId) : undefined;
    if (placeOf && !place) continue;
    for (let step = 0; step < scale.registrationBatches; step += 1) {
      const vaccineBatchId = firstBatch + ((turn + step) % scale.registrationBatches);
      const doseNumber = await numberOf(patientId, Number(vaccineOf.get(vaccineBatchId)));
      if (doseNumber === undefined) continue;
      turn += step + 1;
      doses.push({
        patientId,
        vaccineBatchId,
        doseNumber,
        vaccinationCenterId: random.int(1, scale.centers),
        applyingUserId: random.int(2, scale.healthUsers + 1),
        observations: random.pick(['', 'Sin reacciones adversas']),
        ...place,
      });
      break;
    }
  }
  return doses;
};

/**
 * The numbers the patients of the range hold, as `patient:vaccine:number`: the API refuses a
 * number an active dose of the same patient and vaccine holds.
 *
 * @param {PickRange} range
 */
export const heldNumbers = async ({ writer, firstPatient, lastPatient }) =>
  new Set(
    (
      await writer.query(
        'SELECT "patientId", "vaccineId", "doseNumber" FROM "applied_doses" WHERE "patientId" BETWEEN ? AND ? AND "isActive" = 1',
        [firstPatient, lastPatient],
      )
    ).map((row) => `${row.patientId}:${row.vaccineId}:${row.doseNumber}`),
  );

/**
 * The demo schedule's numbers, each vaccine its own group: the stored forecast's next dose of
 * the vaccine when it is due from 4 days before its earliest date to its latest one; dose 1 of a
 * vaccine without rules the patient never received.
 *
 * @type {Numbering}
 */
export const vaccineNumbering = async (range) => {
  const { writer, firstPatient, lastPatient, today } = range;
  const ruled = new Set(
    (await writer.query('SELECT DISTINCT "vaccineId" FROM "schedule_rules" WHERE "isActive" = 1')).map((row) =>
      Number(row.vaccineId),
    ),
  );
  const forecasts = await writer.query(
    `SELECT "patientId", "vaccineId", "nextDoseNumber", "earliestDate", "latestDate" FROM "patient_forecasts"
     WHERE "patientId" BETWEEN ? AND ?`,
    [firstPatient, lastPatient],
  );
  const nextOf = new Map(forecasts.map((row) => [`${row.patientId}:${row.vaccineId}`, row]));
  // The numbers already given: the CDSi forecast counts valid doses, so its next number may be
  // one the patient holds already (a dose given too soon), which the API refuses as a repeat.
  const numbered = await heldNumbers(range);
  const given = new Set([...numbered].map((key) => key.slice(0, key.lastIndexOf(':'))));
  return (patientId, vaccineId) => {
    const key = `${patientId}:${vaccineId}`;
    const next = nextOf.get(key);
    if (!next) return ruled.has(vaccineId) || given.has(key) ? undefined : 1;
    const number = Number(next.nextDoseNumber);
    return isDueToday(next, today) && !numbered.has(`${key}:${number}`) ? number : undefined;
  };
};

/**
 * Whether a stored forecast row may be given today: from 4 days before its earliest date (the
 * grace CDSi's absolute minimum ages and intervals allow) to its latest one.
 *
 * @param {Record<string, unknown>} row
 * @param {string} today
 */
export const isDueToday = (row, today) =>
  addDays(String(row.earliestDate), -4) <= today && (row.latestDate === null || today <= String(row.latestDate));

/** The `YYYY-MM-DD` date a number of days after (or before) another, in UTC. */
const addDays = (/** @type {string} */ date, /** @type {number} */ days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
