import type { Db } from '../../engine/server';
import { invalidDosesTable } from '../indicators/invalid-doses';

/** A dose the CDSi engine did not find valid, with its patient. */
export type InvalidDose = { appliedDoseId: number; patientId: number };

/**
 * Stores which of some patients' doses the CDSi engine did not find valid (`invalid`, the whole
 * answer for `patientIds`), writing only the difference: a dose that turned valid is deleted, one
 * that turned not valid inserted (its triggers move the dose counts). A dose now of another
 * patient (an edit moved it) takes its new patient.
 *
 * @example
 * await writeInvalidDoses(db, { patientIds: [7], invalid: [{ appliedDoseId: 31, patientId: 7 }] });
 */
export const writeInvalidDoses = async (
  db: Db,
  { patientIds, invalid }: { patientIds: readonly number[]; invalid: readonly InvalidDose[] },
) => {
  if (patientIds.length === 0) return;
  const stored = await db
    .selectFrom(invalidDosesTable)
    .select('appliedDoseId')
    .where('patientId', 'in', [...patientIds])
    .execute();
  const storedIds = new Set(stored.map((row) => Number(row.appliedDoseId)));
  const freshIds = new Set(invalid.map((dose) => dose.appliedDoseId));
  const gone = [...storedIds].filter((id) => !freshIds.has(id));
  const added = invalid.filter((dose) => !storedIds.has(dose.appliedDoseId));
  if (gone.length > 0) await db.deleteFrom(invalidDosesTable).where('appliedDoseId', 'in', gone).execute();
  for (let start = 0; start < added.length; start += 400) {
    await db
      .insertInto(invalidDosesTable)
      .values(added.slice(start, start + 400))
      .onConflict((conflict) =>
        conflict.column('appliedDoseId').doUpdateSet((row) => ({ patientId: row.ref('excluded.patientId') })),
      )
      .execute();
  }
};
