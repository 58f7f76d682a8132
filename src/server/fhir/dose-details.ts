import type { Db, ExtraTable } from '../../engine/server';

const table = 'fhir_dose_details';

/**
 * What an imported Immunization says that a historical dose has no column for: the lot and its
 * expiry, the manufacturer, the place and the professional as the source named them ('' when
 * it did not), one row per dose, so the dose reads back as it came.
 */
export const doseDetailsTable: ExtraTable = {
  name: table,
  columns: {
    appliedDoseId: 'integer',
    lotNumber: 'text',
    expirationDate: 'text',
    manufacturer: 'text',
    location: 'text',
    performer: 'text',
  },
  uniqueIndexes: [['appliedDoseId']],
};

/** An imported dose's details; null for what the source did not say. */
export type DoseDetails = {
  lotNumber: string | null;
  expirationDate: string | null;
  manufacturer: string | null;
  location: string | null;
  performer: string | null;
};

/**
 * Keeps an imported dose's details, in the import's transaction.
 *
 * @example
 * await saveDoseDetails(db, 42, { lotNumber: '123', expirationDate: '2024-06-30', manufacturer: null, … });
 */
export const saveDoseDetails = async (db: Db, appliedDoseId: number, details: DoseDetails) => {
  const values = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value ?? '']));
  await db
    .insertInto(table)
    .values({ appliedDoseId, ...values })
    .execute();
};
