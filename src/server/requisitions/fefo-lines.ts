import { sql } from 'kysely';
import type { StockPlace } from '../../domain/supply/stock-places';
import type { TransferBody } from '../../domain/supply/transfers';
import { today } from '../../engine';
import { ApiFailure, type Db, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { placeStockTable } from '../stock/place-stock-table';

/** Said when a store holds fewer usable vials of a vaccine than were approved. */
export const storeShortMessage = (vaccineName: string, held: number, approved: number) =>
  `El almacén tiene ${held} viales usables de ${vaccineName}: no alcanzan para los ${approved} aprobados`;

type HeldBatch = { vaccineBatchId: number; vaccineId: number; vaccineName: string; vials: number };

/**
 * A transfer's lines for the vials approved of each vaccine, taken from a store's usable lots (open,
 * not recalled, not expired) earliest expiry first (FEFO); a store short of a vaccine is a 409,
 * naming it. The ledger's guarded moves refuse in turn a lot another write emptied meanwhile.
 *
 * @example
 * await fefoLines(db, { store: { type: 'store', id: 3 }, approved: new Map([[2, 30]]) })
 * // [{ vaccineBatchId: 7, vials: 20 }, { vaccineBatchId: 9, vials: 10 }]
 */
export const fefoLines = async (
  db: Db,
  { store, approved }: { store: StockPlace; approved: ReadonlyMap<number, number> },
): Promise<TransferBody['lines']> => {
  const wanted = [...approved].filter(([, vials]) => vials > 0);
  const vaccineIds = wanted.map(([vaccineId]) => vaccineId);
  const { rows } = await sql<HeldBatch>`
    SELECT "s"."vaccineBatchId" AS "vaccineBatchId", "b"."vaccineId" AS "vaccineId", "v"."vaccineName" AS "vaccineName",
      "s"."vials" AS "vials"
    FROM ${sql.table(placeStockTable)} AS "s"
    JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "s"."vaccineBatchId"
    JOIN ${sql.table(tableOf(vaccines))} AS "v" ON "v"."id" = "b"."vaccineId"
    WHERE "s"."placeType" = ${store.type} AND "s"."placeId" = ${store.id} AND "s"."vials" > 0
      AND "b"."vaccineId" IN (${sql.join(vaccineIds.length > 0 ? vaccineIds : [0])})
      AND "b"."isActive" = 1 AND "b"."status" = ${batchStatus.open} AND "b"."recalledAt" IS NULL
      AND "b"."expirationDate" >= ${today()}
    ORDER BY "b"."expirationDate", "b"."id"`.execute(db);
  const names = await db
    .selectFrom(tableOf(vaccines))
    .select(['id', 'vaccineName'])
    .where('id', 'in', vaccineIds.length > 0 ? vaccineIds : [0])
    .execute();
  return wanted.flatMap(([vaccineId, vials]) => {
    const batches = rows.filter((row) => Number(row.vaccineId) === vaccineId);
    const held = batches.reduce((sum, batch) => sum + Number(batch.vials), 0);
    if (held < vials) {
      const name = names.find((row) => Number(row.id) === vaccineId)?.vaccineName ?? String(vaccineId);
      const message = storeShortMessage(String(name), held, vials);
      throw new ApiFailure(409, message, { lines: message });
    }
    let left = vials;
    return batches.flatMap((batch) => {
      const taken = Math.min(left, Number(batch.vials));
      left -= taken;
      return taken > 0 ? [{ vaccineBatchId: Number(batch.vaccineBatchId), vials: taken }] : [];
    });
  });
};
