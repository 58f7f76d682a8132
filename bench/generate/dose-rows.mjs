import { vaccines } from './catalog.mjs';
import { observations } from './names.mjs';
import { isZeroDoseChild } from './patient-rows.mjs';
import { doseCenterOf } from './places.mjs';
import { scale } from './scale.mjs';

const twoYearsInMinutes = 2 * 365 * 24 * 60;

/** @typedef {import('../lib/prng.mjs').Random} Random */
/**
 * Ids `from`..`to` of one chunk, its random stream and the run's calendar.
 * @typedef {{ from: number, to: number, random: Random, calendar: import('./dates.mjs').Calendar }} Chunk
 */
/** @typedef {{ first: number, last: number }} Span */

/**
 * Applied doses `from`..`to` (ids), part of a run of doses `span.first`..`span.last` laid out
 * in time order over the last two years, spread over every staff member and patient but the
 * zero-dose children (the next patient takes theirs), nine in ten at the patient's catchment
 * centre, the others at a centre by weight (places.mjs); about 2% cancelled.
 * `batchFor(id, random)` picks each dose's stock batch, whose vaccine the dose names.
 *
 * @param {Chunk & { span: Span, patients: number, batchFor: (id: number, random: Random) => number }} chunk
 */
export const doseRows = ({ from, to, span, patients, batchFor, random, calendar }) => {
  const rows = [];
  const length = span.last - span.first + 1;
  for (let id = from; id <= to; id += 1) {
    const isActive = random.chance(0.02) ? 0 : 1;
    const drawn = random.int(1, patients);
    const patientId = isZeroDoseChild(drawn) ? drawn - 1 : drawn;
    const vaccineBatchId = batchFor(id, random);
    const row = {
      id,
      isActive,
      patientId,
      vaccineBatchId,
      // Every batch's vaccine follows the catalogue's order (reference-rows.mjs, huge-batch-rows.mjs).
      vaccineId: ((vaccineBatchId - 1) % vaccines.length) + 1,
      isHistorical: 0,
      doseNumber: random.int(1, 3),
      vaccinationCenterId: doseCenterOf(patientId, random.next()),
      applyingUserId: random.int(2, scale.healthUsers + 1),
      observations: random.pick(observations),
      applicationDateTime: calendar.dateTime(Math.round(((id - span.last) / length) * twoYearsInMinutes)),
    };
    // Each professional entered their own doses (no extra draw: the data set stays the same).
    rows.push({ ...row, recordedByUserId: row.applyingUserId });
  }
  return rows;
};
