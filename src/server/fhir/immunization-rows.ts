import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { manufacturers } from '../../entities/manufacturers';
import { users } from '../../entities/users';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { doseDetailsTable } from './dose-details';

/** A dose with what its Immunization names: its vaccine and series, lot, centre, professional and imported details. */
export type ImmunizationRow = {
  id: number;
  isActive: number;
  patientId: number;
  doseNumber: number;
  applicationDateTime: string | null;
  isHistorical: number | null;
  observations: string | null;
  overrideReason: string | null;
  vaccineId: number | null;
  vaccineName: string | null;
  codeSystem: string | null;
  code: string | null;
  requiredDoses: number | null;
  manufacturerName: string | null;
  batchNumber: string | null;
  batchExpirationDate: string | null;
  centerName: string | null;
  performerName: string | null;
  performerLastname: string | null;
  importedLotNumber: string | null;
  importedExpirationDate: string | null;
  importedManufacturer: string | null;
  importedLocation: string | null;
  importedPerformer: string | null;
};

const table = (entity: Parameters<typeof tableOf>[0]) => sql.table(tableOf(entity));

/**
 * The doses `where` selects (on `d`, the doses), cancelled ones too, in `order`, at most `limit`:
 * each joined by primary key to its vaccine, manufacturer, batch, centre, professional and
 * imported details, so a page costs what its doses' index costs.
 *
 * @example
 * await immunizationRows(db, { where: sql`d."patientId" = ${7}`, order: sql`d."id"`, limit: 21 })
 */
export const immunizationRows = async (
  db: Db,
  { where, order, limit }: { where: RawBuilder<unknown>; order: RawBuilder<unknown>; limit?: number },
): Promise<ImmunizationRow[]> => {
  const result = await sql<ImmunizationRow>`
    SELECT d."id", d."isActive", d."patientId", d."doseNumber", d."applicationDateTime", d."isHistorical",
      d."observations", d."overrideReason", v."id" AS "vaccineId", v."vaccineName", v."codeSystem", v."code",
      v."requiredDoses", m."manufacturerName", b."batchNumber", b."expirationDate" AS "batchExpirationDate",
      c."centerName", u."name" AS "performerName", u."lastname" AS "performerLastname",
      x."lotNumber" AS "importedLotNumber", x."expirationDate" AS "importedExpirationDate",
      x."manufacturer" AS "importedManufacturer", x."location" AS "importedLocation",
      x."performer" AS "importedPerformer"
    FROM ${table(appliedDoses)} AS d
    LEFT JOIN ${table(vaccines)} AS v ON v."id" = d."vaccineId"
    LEFT JOIN ${table(manufacturers)} AS m ON m."id" = v."manufacturerId"
    LEFT JOIN ${table(vaccineBatches)} AS b ON b."id" = d."vaccineBatchId"
    LEFT JOIN ${table(vaccinationCenters)} AS c ON c."id" = d."vaccinationCenterId"
    LEFT JOIN ${table(users)} AS u ON u."id" = d."applyingUserId"
    LEFT JOIN ${sql.table(doseDetailsTable.name)} AS x ON x."appliedDoseId" = d."id"
    WHERE ${where}
    ORDER BY ${order}
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    isActive: Number(row.isActive),
    patientId: Number(row.patientId),
    doseNumber: Number(row.doseNumber),
    vaccineId: row.vaccineId === null ? null : Number(row.vaccineId),
    requiredDoses: row.requiredDoses === null ? null : Number(row.requiredDoses),
  }));
};
