import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { doseDetailsTable } from './dose-details';
import { type DoseNames, emptyDoseNames, readDoseNames, type VaccineNames } from './dose-names';

/** A dose with what its Immunization names: its vaccine and series, lot, centre, professional and imported details. */
export type ImmunizationRow = VaccineNames & {
  id: number;
  isActive: number;
  patientId: number;
  doseNumber: number;
  applicationDateTime: string | null;
  isHistorical: number | null;
  observations: string | null;
  overrideReason: string | null;
  vaccineId: number | null;
  batchNumber: string | null;
  batchExpirationDate: string | null;
  centerName: string | null;
  professional: string | null;
  importedLotNumber: string | null;
  importedExpirationDate: string | null;
  importedManufacturer: string | null;
  importedLocation: string | null;
  importedPerformer: string | null;
};

type DoseRow = Omit<ImmunizationRow, keyof VaccineNames | 'centerName' | 'professional'> & {
  vaccinationCenterId: number | null;
  applyingUserId: number | null;
};

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const noVaccine: VaccineNames = {
  vaccineName: null,
  codeSystem: null,
  code: null,
  requiredDoses: null,
  manufacturerName: null,
};

/**
 * A dose's row with its names, built as one literal of a fixed shape: an export builds
 * hundreds of thousands, and spreading the row into a copy (twice) made each a dictionary
 * that outlived the young generation: most of the export's garbage (docs/fhir.md).
 */
const immunizationRow = (row: DoseRow, names: DoseNames): ImmunizationRow => {
  const vaccineId = idOrNull(row.vaccineId);
  const centerId = idOrNull(row.vaccinationCenterId);
  const userId = idOrNull(row.applyingUserId);
  const vaccine = vaccineId === null ? noVaccine : (names.vaccines.get(vaccineId) ?? noVaccine);
  return {
    id: Number(row.id),
    isActive: Number(row.isActive),
    patientId: Number(row.patientId),
    doseNumber: Number(row.doseNumber),
    applicationDateTime: row.applicationDateTime,
    isHistorical: row.isHistorical,
    observations: row.observations,
    overrideReason: row.overrideReason,
    vaccineId,
    vaccineName: vaccine.vaccineName,
    codeSystem: vaccine.codeSystem,
    code: vaccine.code,
    requiredDoses: vaccine.requiredDoses,
    manufacturerName: vaccine.manufacturerName,
    batchNumber: row.batchNumber,
    batchExpirationDate: row.batchExpirationDate,
    centerName: centerId === null ? null : (names.centers.get(centerId) ?? null),
    professional: userId === null ? null : (names.professionals.get(userId) ?? null),
    importedLotNumber: row.importedLotNumber,
    importedExpirationDate: row.importedExpirationDate,
    importedManufacturer: row.importedManufacturer,
    importedLocation: row.importedLocation,
    importedPerformer: row.importedPerformer,
  };
};

/**
 * The doses `where` selects (on `d`, the doses), cancelled ones too, in `order`, at most `limit`:
 * each with its batch and imported details (joined by key), and its vaccine, centre and
 * professional from `names` (read once per id: an export passes the same names to every chunk).
 *
 * @example
 * await immunizationRows(db, { where: sql`d."patientId" = ${7}`, order: sql`d."id"`, limit: 21 })
 */
export const immunizationRows = async (
  db: Db,
  options: { where: RawBuilder<unknown>; order: RawBuilder<unknown>; limit?: number; names?: DoseNames },
): Promise<ImmunizationRow[]> => {
  const { where, order, limit, names = emptyDoseNames() } = options;
  const result = await sql<DoseRow>`
    SELECT d."id", d."isActive", d."patientId", d."doseNumber", d."applicationDateTime", d."isHistorical",
      d."observations", d."overrideReason", d."vaccineId", d."vaccinationCenterId", d."applyingUserId",
      b."batchNumber", b."expirationDate" AS "batchExpirationDate",
      x."lotNumber" AS "importedLotNumber", x."expirationDate" AS "importedExpirationDate",
      x."manufacturer" AS "importedManufacturer", x."location" AS "importedLocation",
      x."performer" AS "importedPerformer"
    FROM ${sql.table(tableOf(appliedDoses))} AS d
    LEFT JOIN ${sql.table(tableOf(vaccineBatches))} AS b ON b."id" = d."vaccineBatchId"
    LEFT JOIN ${sql.table(doseDetailsTable.name)} AS x ON x."appliedDoseId" = d."id"
    WHERE ${where}
    ORDER BY ${order}
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  const rows = result.rows;
  await readDoseNames(db, names, {
    vaccineIds: rows.map((row) => idOrNull(row.vaccineId)),
    centerIds: rows.map((row) => idOrNull(row.vaccinationCenterId)),
    userIds: rows.map((row) => idOrNull(row.applyingUserId)),
  });
  return rows.map((row) => immunizationRow(row, names));
};
