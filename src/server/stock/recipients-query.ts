import { sql } from 'kysely';
import type { BatchRecipient } from '../../domain/stock-movements';
import type { Db } from '../../engine/server';

type RecipientRow = {
  appliedDoseId: number;
  patientId: number;
  firstName: string | null;
  lastname: string | null;
  identityDocument: string | null;
  ownPhone: string | null;
  representativePhone: string | null;
  applicationDateTime: string | null;
  vaccinationCenterId: number | null;
  centerName: string | null;
};

/** The lot's active doses from `beforeId` down, the latest registered first: one read of the doses' index on the lot. */
const recipientRows = (db: Db, options: { batchId: number; limit: number; offset?: number; beforeId?: number }) =>
  sql<RecipientRow>`
    SELECT d."id" AS "appliedDoseId", p."id" AS "patientId", p."firstName", p."lastname", p."identityDocument",
      p."mobilePhone" AS "ownPhone", r."mobilePhone" AS "representativePhone", d."applicationDateTime",
      d."vaccinationCenterId", c."centerName"
    FROM "applied_doses" AS d
    JOIN "patients" AS p ON p."id" = d."patientId"
    LEFT JOIN "patients" AS r ON r."id" = p."representativeId"
    LEFT JOIN "vaccination_centers" AS c ON c."id" = d."vaccinationCenterId"
    WHERE d."vaccineBatchId" = ${options.batchId} AND d."isActive" = 1
      ${options.beforeId === undefined ? sql`` : sql`AND d."id" < ${options.beforeId}`}
    ORDER BY d."id" DESC LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`
    .execute(db)
    .then((result) => result.rows.map(recipientOf));

const isGiven = (phone: string | null) => phone !== null && phone.trim() !== '';

const recipientOf = (row: RecipientRow): BatchRecipient => ({
  appliedDoseId: Number(row.appliedDoseId),
  patientId: Number(row.patientId),
  firstName: row.firstName ?? '',
  lastname: row.lastname ?? '',
  identityDocument: row.identityDocument,
  phone: isGiven(row.ownPhone) ? row.ownPhone : isGiven(row.representativePhone) ? row.representativePhone : null,
  isRepresentativePhone: !isGiven(row.ownPhone) && isGiven(row.representativePhone),
  applicationDateTime: row.applicationDateTime,
  vaccinationCenterId: row.vaccinationCenterId === null ? null : Number(row.vaccinationCenterId),
  centerName: row.centerName,
});

/**
 * A page of the patients who received an active dose of the lot (one row per dose, the latest
 * registered first) and their number.
 *
 * @example
 * await lotRecipientsPage(db, { lotId: 7, page: 1, pageSize: 25 }) // { items: [...], total: 120 }
 */
export const batchRecipientsPage = async (db: Db, options: { batchId: number; page: number; pageSize: number }) => {
  const { batchId, page, pageSize } = options;
  const [items, counted] = await Promise.all([
    recipientRows(db, { batchId, limit: pageSize, offset: (page - 1) * pageSize }),
    db
      .selectFrom('applied_doses')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('vaccineBatchId', '=', batchId)
      .where('isActive', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(counted.total) };
};

/**
 * All the lot's recipients in chunks of `chunkSize`, each read after the last id of the one
 * before: an export of 100,000 doses never holds more than a chunk.
 *
 * @example
 * for await (const rows of lotRecipientChunks(db, 7)) write(rows);
 */
export async function* batchRecipientChunks(
  db: Db,
  batchId: number,
  chunkSize = 1_000,
): AsyncGenerator<BatchRecipient[]> {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await recipientRows(db, { batchId, limit: chunkSize, beforeId });
    if (rows.length > 0) yield rows;
    if (rows.length < chunkSize) return;
    beforeId = rows.at(-1)?.appliedDoseId;
  }
}
