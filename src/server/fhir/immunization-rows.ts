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
  const rows = result.rows.map((row) => ({
    ...row,
    vaccineId: idOrNull(row.vaccineId),
    vaccinationCenterId: idOrNull(row.vaccinationCenterId),
    applyingUserId: idOrNull(row.applyingUserId),
  }));
  await readDoseNames(db, names, {
    vaccineIds: rows.map((row) => row.vaccineId),
    centerIds: rows.map((row) => row.vaccinationCenterId),
    userIds: rows.map((row) => row.applyingUserId),
  });
  return rows.map(({ vaccinationCenterId, applyingUserId, ...row }) => ({
    ...row,
    ...(row.vaccineId === null ? noVaccine : (names.vaccines.get(row.vaccineId) ?? noVaccine)),
    id: Number(row.id),
    isActive: Number(row.isActive),
    patientId: Number(row.patientId),
    doseNumber: Number(row.doseNumber),
    centerName: vaccinationCenterId === null ? null : (names.centers.get(vaccinationCenterId) ?? null),
    professional: applyingUserId === null ? null : (names.professionals.get(applyingUserId) ?? null),
  }));
};
