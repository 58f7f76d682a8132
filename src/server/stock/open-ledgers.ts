import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../engine/server';
import { openingNote, stockMovementsTable } from './movements-table';
import { placeStockTable } from './place-stock-table';

const movements = sql.table(stockMovementsTable);
const ledgerColumns =
  '"vaccineBatchId", "kind", "quantity", "reason", "note", "balanceAfter", "at", "userId", "appliedDoseId"';
/** Written by migration 0013, before movements had places: its columns only. */
const unplacedColumns = sql.raw(ledgerColumns);
const placedColumns = sql.raw(`${ledgerColumns}, "placeType", "placeId", "vials"`);

/** The place columns' values of a movement at the national store (`store`), whose `vials` are its `quantity`. */
const placedAt = (store: number | undefined, quantity: RawBuilder<unknown>) =>
  store === undefined ? sql`` : sql`, 'store', ${store}, ${quantity}`;

/** A lot that has no movement yet. */
const isUnopened = sql`NOT EXISTS (SELECT 1 FROM ${movements} AS m WHERE m."vaccineBatchId" = b."id")`;

/** When a lot came in, as the ledger can tell: its manufacture date's midnight, else now. */
const receivedAt = (now: string) =>
  sql`CASE WHEN b."manufactureDate" IS NULL THEN ${now} ELSE b."manufactureDate" || 'T00:00:00.000Z' END`;

/**
 * Gives every lot without movements its opening ledger, so its `availableQuantity` is the sum
 * of its movements: a `receipt` of its initial vials (no note: it is the lot's real receipt), then (with `isDoseByDose`) one `dose`
 * movement per active dose given from it, in time order, for lots with no more doses than
 * initial vials, and finally, for any lot whose sum still differs from its vials, one `count`
 * of the difference noted {@link openingNote}. The migration gives the stored lots the receipt
 * and the count only (two rows a lot: 2,000 lots with 5,000,000 doses open in milliseconds,
 * not millions of rows); the demo data, small, gets its doses one by one, as the ledger would
 * have written them. With `store` (the national unit's id; migration 0013 ran before places),
 * every movement is the national store's and so is each opened lot's stock (`place_stock`).
 * Running it again changes nothing.
 *
 * @example
 * await openLedgers(db, { isDoseByDose: true, store: 1 }); // after the demo data
 */
export const openLedgers = async (db: Db, options: { isDoseByDose: boolean; store?: number }) => {
  const now = new Date().toISOString();
  const { store } = options;
  const columns = store === undefined ? unplacedColumns : placedColumns;
  const opened = await sql<{ id: number }>`SELECT b."id" FROM "vaccine_batches" AS b WHERE ${isUnopened}`.execute(db);
  if (opened.rows.length === 0) return;
  const ids = opened.rows.map((row) => Number(row.id));
  await sql`INSERT INTO ${movements} (${columns})
    SELECT b."id", 'receipt', b."initialQuantity", NULL, NULL, b."initialQuantity", ${receivedAt(now)}, NULL, NULL
      ${placedAt(store, sql`b."initialQuantity"`)}
    FROM "vaccine_batches" AS b WHERE b."initialQuantity" > 0 AND ${isUnopened} ORDER BY b."id"`.execute(db);
  if (options.isDoseByDose) await writeDoses(db, ids, store);
  await sql`INSERT INTO ${movements} (${columns})
    SELECT b."id", 'count', coalesce(b."availableQuantity", 0) - coalesce(s."total", 0), NULL, ${openingNote},
      coalesce(b."availableQuantity", 0), ${now}, NULL, NULL
      ${placedAt(store, sql`coalesce(b."availableQuantity", 0) - coalesce(s."total", 0)`)}
    FROM "vaccine_batches" AS b
    LEFT JOIN (SELECT "vaccineBatchId", sum("quantity") AS "total" FROM ${movements} GROUP BY "vaccineBatchId") AS s
      ON s."vaccineBatchId" = b."id"
    WHERE coalesce(b."availableQuantity", 0) <> coalesce(s."total", 0) ORDER BY b."id"`.execute(db);
  if (store === undefined) return;
  await sql`INSERT INTO ${sql.table(placeStockTable)} ("vaccineBatchId", "placeType", "placeId", "vials", "openDoses")
    SELECT b."id", 'store', ${store}, coalesce(b."availableQuantity", 0), 0 FROM "vaccine_batches" AS b
    WHERE b."id" IN (${sql.join(ids)}) ORDER BY b."id"`.execute(db);
};

/** The opened lots' active doses given here, one movement each, where they fit in the initial vials. */
const writeDoses = async (db: Db, batchIds: readonly number[], store: number | undefined) => {
  const columns = store === undefined ? unplacedColumns : placedColumns;
  if (batchIds.length === 0) return;
  const given = sql`FROM "applied_doses" AS d WHERE d."vaccineBatchId" = b."id" AND d."isActive" = 1
    AND coalesce(d."isHistorical", 0) = 0`;
  await sql`INSERT INTO ${movements} (${columns})
    SELECT d."vaccineBatchId", 'dose', -1, NULL, NULL,
      b."initialQuantity" - row_number() OVER (PARTITION BY d."vaccineBatchId" ORDER BY d."applicationDateTime", d."id"),
      coalesce(d."applicationDateTime", ${new Date().toISOString()}), d."recordedByUserId", d."id"
      ${placedAt(store, sql`-1`)}
    FROM "applied_doses" AS d JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId"
    WHERE d."isActive" = 1 AND coalesce(d."isHistorical", 0) = 0
      AND b."id" IN (${sql.join(batchIds)}) AND b."initialQuantity" > 0
      AND (SELECT count(*) ${given}) <= b."initialQuantity"
    ORDER BY d."vaccineBatchId", d."applicationDateTime", d."id"`.execute(db);
};
