/**
 * `dose_counts`: the active doses given here (not historical) per year, centre, month, vaccine
 * and dose number, kept exact by triggers on `applied_doses` (migration 0012) through every
 * write, the API's or a bulk import's. The coverage and dropout indicators read it: a year of
 * the whole network is a few thousand rows, whatever the number of doses. A dose without a
 * centre or a vaccine counts under 0; a count may fall to 0 and stay, harmlessly.
 */
export const doseCountsTable = 'dose_counts';

/** A row of {@link doseCountsTable}; its primary key is (year, centerId, month, vaccineId, doseNumber). */
export type DoseCountRow = {
  year: number;
  centerId: number;
  month: number;
  vaccineId: number;
  doseNumber: number;
  doseCount: number;
};
