import { loadServerModules } from '../lib/server-modules.mjs';
import { heldNumbers, isDueToday } from './acceptable-doses.mjs';

/** @typedef {import('./acceptable-doses.mjs').Numbering} Numbering */

/**
 * Runs `work` with the numbering of a schedule whose vaccines cover antigens of several groups
 * (CDC's, where Pentavalente counts for DTaP, Hib and hepatitis B): a vaccine may be given to a
 * patient when it covers a group the stored forecast has due today, its number the lowest its
 * series has free, and the server's own evaluation of the dose before it is stored
 * (src/server/behaviours/dose-evaluation.ts) finds it valid for every antigen it covers; a dose
 * not valid for one of them (Hib given too soon after the last pentavalent dose while DTaP is
 * due) would be refused with 409. The evaluation reads the bench's database, opened as the
 * server opens it, while the server runs.
 *
 * @example
 * const doses = await withGroupNumbering(place, (numbering) => acceptableDoses({ ...options, numbering }));
 *
 * @template T
 * @param {import('../generate/writer.mjs').Place} place
 * @param {(numbering: Numbering) => Promise<T>} work
 * @returns {Promise<T>}
 */
export const withGroupNumbering = async (place, work) => {
  const { openStore, readStoredSchedule, evaluatedOverrideReason } = await loadServerModules([
    '/src/server/db/open-store.ts',
    '/src/server/cdsi/stored-schedule.ts',
    '/src/server/behaviours/dose-evaluation.ts',
  ]);
  const store = openStore(place);
  /** Whether the server would register the dose, today, without an override. */
  const isValid = async (/** @type {{ patientId: number, vaccineId: number, today: string }} */ dose) => {
    const { patientId, vaccineId, today } = dose;
    try {
      await evaluatedOverrideReason({
        db: store.db,
        dose: { patientId, vaccineId, applicationDateTime: today },
        values: {},
      });
      return true;
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 409) return false;
      throw error;
    }
  };
  /** @type {Numbering} */
  const numbering = async (range) => {
    const groupsOf = groupsByVaccine(await readStoredSchedule(store.db));
    const due = await dueGroups(range);
    const held = await heldNumbers(range);
    const seriesOf = new Map(
      (await range.writer.query('SELECT "id", "requiredDoses" FROM "vaccines"')).map((row) => [
        Number(row.id),
        Number(row.requiredDoses),
      ]),
    );
    /** @type {Map<string, Promise<number | undefined>>} */
    const answers = new Map();
    const answer = async (/** @type {number} */ patientId, /** @type {number} */ vaccineId) => {
      const dueNow = due.get(patientId);
      if (!dueNow || ![...(groupsOf.get(vaccineId) ?? [])].some((group) => dueNow.has(group))) return undefined;
      const numbers = Array.from({ length: seriesOf.get(vaccineId) ?? 0 }, (_, index) => index + 1);
      const free = numbers.find((number) => !held.has(`${patientId}:${vaccineId}:${number}`));
      if (free === undefined) return undefined;
      return (await isValid({ patientId, vaccineId, today: range.today })) ? free : undefined;
    };
    return (patientId, vaccineId) => {
      const key = `${patientId}:${vaccineId}`;
      const known = answers.get(key) ?? answer(patientId, vaccineId);
      answers.set(key, known);
      return known;
    };
  };
  try {
    return await work(numbering);
  } finally {
    await store.db.destroy();
  }
};

/**
 * The ids of the vaccine groups each vaccine's doses count for, by the vaccine's id.
 *
 * @param {{ schedule: { vaccineGroups: { name: string, antigens: string[] }[], vaccines: { cvx: string, antigens: { antigen: string }[] }[] }, groupByName: ReadonlyMap<string, { id: number }>, productKeyById: ReadonlyMap<number, string> }} stored
 */
const groupsByVaccine = ({ schedule, groupByName, productKeyById }) => {
  const groupOf = new Map(
    schedule.vaccineGroups.flatMap((group) =>
      group.antigens.map((antigen) => [antigen, groupByName.get(group.name)?.id]),
    ),
  );
  const antigensOf = new Map(schedule.vaccines.map((vaccine) => [vaccine.cvx, vaccine.antigens]));
  return new Map(
    [...productKeyById].map(([id, key]) => [
      id,
      new Set(
        (antigensOf.get(key) ?? []).map((item) => groupOf.get(item.antigen)).filter((group) => group !== undefined),
      ),
    ]),
  );
};

/**
 * The groups due today of each patient of the range, from the stored forecast.
 *
 * @param {import('./acceptable-doses.mjs').PickRange} range
 */
const dueGroups = async ({ writer, firstPatient, lastPatient, today }) => {
  const rows = await writer.query(
    `SELECT "patientId", "vaccineGroupId", "earliestDate", "latestDate" FROM "patient_forecasts"
     WHERE "patientId" BETWEEN ? AND ?`,
    [firstPatient, lastPatient],
  );
  /** @type {Map<number, Set<number>>} */
  const due = new Map();
  for (const row of rows) {
    if (!isDueToday(row, today)) continue;
    const patientId = Number(row.patientId);
    due.set(patientId, (due.get(patientId) ?? new Set()).add(Number(row.vaccineGroupId)));
  }
  return due;
};
