/**
 * `dose_counts`: the active doses given here (not historical) per year, centre, month (of the
 * dose's programme day), vaccine, dose number and validity (`isValid` 0 for a dose the CDSi
 * engine did not find valid), kept exact by triggers on `applied_doses` and `invalid_doses`
 * (migrations 0012 and 0027) through every write, the API's or a bulk import's. The coverage and
 * dropout indicators read its valid rows, the wastage all of them: a year of the whole network
 * is a few thousand rows, whatever the number of doses. A dose without a centre or a vaccine
 * counts under 0; a count may fall to 0 and stay, harmlessly.
 */
export const doseCountsTable = 'dose_counts';

/** A row of {@link doseCountsTable}; its primary key is (year, centerId, month, vaccineId, doseNumber, isValid). */
export type DoseCountRow = {
  year: number;
  centerId: number;
  month: number;
  vaccineId: number;
  doseNumber: number;
  isValid: number;
  doseCount: number;
};
