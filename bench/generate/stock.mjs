/**
 * Each batch from `firstBatch` on: its vials, its initial quantity minus its active doses
 * (a batch without doses keeps its initial quantity). One grouped pass over the doses.
 *
 * @param {import('./writer.mjs').Writer} writer
 * @param {number} firstBatch
 */
export const syncStock = (writer, firstBatch) =>
  writer.execute(
    `UPDATE "vaccine_batches" SET "availableQuantity" = "initialQuantity" - u."doses"
     FROM (SELECT "vaccineBatchId" AS "id", count(*) AS "doses" FROM "applied_doses"
           WHERE "isActive" = 1 AND "vaccineBatchId" >= ? GROUP BY "vaccineBatchId") AS u
     WHERE u."id" = "vaccine_batches"."id"`,
    [firstBatch],
  );
