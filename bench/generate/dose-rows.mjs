import { observations } from './names.mjs';
import { firstStockBatch, scale } from './scale.mjs';

const twoYearsInMinutes = 2 * 365 * 24 * 60;

/**
 * Applied doses `from`..`total` (ids) in time order over the last two years, spread over
 * every centre, staff member, patient and stock batch; about 2% cancelled.
 */
export const doseRows = ({ from, to, total, patients, random, calendar }) => {
  const rows = [];
  for (let id = from; id <= to; id += 1) {
    const row = {
      id,
      isActive: random.chance(0.02) ? 0 : 1,
      patientId: random.int(1, patients),
      vaccineBatchId: random.int(firstStockBatch, scale.batches),
      doseNumber: random.int(1, 3),
      vaccinationCenterId: random.int(1, scale.centers),
      applyingUserId: random.int(2, scale.healthUsers + 1),
      observations: random.pick(observations),
      applicationDateTime: calendar.dateTime(Math.round(((id - total) / total) * twoYearsInMinutes)),
    };
    // Each professional entered their own doses (no extra draw: the data set stays the same).
    rows.push({ ...row, recordedByUserId: row.applyingUserId });
  }
  return rows;
};
