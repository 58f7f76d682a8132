import { network } from './places.mjs';
import { firstStockBatch, scale } from './scale.mjs';

/**
 * Each batch from `firstBatch` on: its vials, its initial quantity minus its active doses
 * (a batch without doses keeps its initial quantity), one grouped pass over the doses; then
 * where they are (issue 42): a registration lot's at each centre, its share less the doses
 * given there from it; any other lot's at the national store, all of them.
 *
 * @param {import('./writer.mjs').Writer} writer
 * @param {number} firstBatch
 */
export const syncStock = async (writer, firstBatch) => {
  await writer.execute(
    `UPDATE "vaccine_batches" SET "availableQuantity" = "initialQuantity" - u."doses"
     FROM (SELECT "vaccineBatchId" AS "id", count(*) AS "doses" FROM "applied_doses"
           WHERE "isActive" = 1 AND "vaccineBatchId" >= ? GROUP BY "vaccineBatchId") AS u
     WHERE u."id" = "vaccine_batches"."id"`,
    [firstBatch],
  );
  await writer.execute(
    `INSERT INTO "place_stock" ("vaccineBatchId", "placeType", "placeId", "vials", "openDoses")
     SELECT b."id", 'store', ?, b."availableQuantity", 0 FROM "vaccine_batches" AS b
     WHERE b."id" >= ? AND NOT EXISTS (SELECT 1 FROM "place_stock" AS p WHERE p."vaccineBatchId" = b."id")`,
    [network.national.id, firstBatch],
  );
  await writer.execute(
    `UPDATE "place_stock" SET "vials" = b."availableQuantity" FROM "vaccine_batches" AS b
     WHERE b."id" = "place_stock"."vaccineBatchId" AND "place_stock"."placeType" = 'store' AND b."id" >= ?`,
    [firstBatch],
  );
  await writer.execute(
    `UPDATE "place_stock" SET "vials" = ? - u."doses"
     FROM (SELECT "vaccineBatchId", "vaccinationCenterId", count(*) AS "doses" FROM "applied_doses"
           WHERE "isActive" = 1 AND "vaccineBatchId" >= ? AND "vaccineBatchId" < ?
           GROUP BY "vaccineBatchId", "vaccinationCenterId") AS u
     WHERE "place_stock"."placeType" = 'center' AND "place_stock"."placeId" = u."vaccinationCenterId"
       AND "place_stock"."vaccineBatchId" = u."vaccineBatchId"`,
    [scale.registrationStock, firstBatch, firstStockBatch],
  );
};
