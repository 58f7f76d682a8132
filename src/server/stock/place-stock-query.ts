import { type RawBuilder, sql } from 'kysely';
import type { PlaceStockItem } from '../../domain/supply/place-stock';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { batchJoins, dosesHeld, holdsStock } from './held-batches';
import { placeStockTable } from './place-stock-table';

/** What a stock request reads: its places' condition, and the vaccine or lot it narrows to. */
export type StockFilter = { places: RawBuilder<unknown>; vaccineId?: number; vaccineBatchId?: number };

/** The joins naming a row's place: its unit's name for a store, the centre's for a centre. */
const placeNames = sql`
  LEFT JOIN ${sql.table(tableOf(orgUnits))} AS "u" ON "s"."placeType" = 'store' AND "u"."id" = "s"."placeId"
  LEFT JOIN ${sql.table(tableOf(vaccinationCenters))} AS "c" ON "s"."placeType" = 'center' AND "c"."id" = "s"."placeId"`;

const fromStock = ({ places, vaccineId, vaccineBatchId }: StockFilter, isNamed: boolean) => sql`
  FROM ${sql.table(placeStockTable)} AS "s" ${batchJoins}
  ${isNamed ? placeNames : sql``}
  WHERE ${holdsStock} AND "b"."isActive" = 1 AND ${places}
    ${vaccineId === undefined ? sql`` : sql`AND "b"."vaccineId" = ${vaccineId}`}
    ${vaccineBatchId === undefined ? sql`` : sql`AND "s"."vaccineBatchId" = ${vaccineBatchId}`}`;

type Row = Omit<PlaceStockItem, 'doses' | 'openVials'> & { dosesPerVial: number | null };

const itemOf = (row: Row): PlaceStockItem => {
  const [vials, openDoses] = [Number(row.vials), Number(row.openDoses)];
  return {
    placeType: row.placeType === 'center' ? 'center' : 'store',
    placeId: Number(row.placeId),
    placeName: String(row.placeName ?? ''),
    vaccineBatchId: Number(row.vaccineBatchId),
    batchNumber: String(row.batchNumber),
    vaccineId: Number(row.vaccineId),
    vaccineName: String(row.vaccineName),
    expirationDate: String(row.expirationDate),
    vials,
    doses: dosesHeld({ vials, openDoses, dosesPerVial: row.dosesPerVial }),
    openVials: openDoses > 0 ? 1 : 0,
    openDoses,
  };
};

/**
 * Stock rows with anything on hand (closed vials or open doses) of active lots, by place (stores
 * first, then by id) and earliest expiry first (FEFO), a page at a time; the place's name from its
 * unit or centre by primary key. A centre's page reads the index on (place, lot).
 *
 * @example
 * await placeStockRows(db, { filter, limit: 25, offset: 0 })
 */
export const placeStockRows = async (
  db: Db,
  { filter, limit, offset }: { filter: StockFilter; limit: number; offset: number },
): Promise<PlaceStockItem[]> => {
  const rows = await sql<Row>`
    SELECT "s"."placeType" AS "placeType", "s"."placeId" AS "placeId",
      coalesce("u"."name", "c"."centerName", '') AS "placeName",
      "s"."vaccineBatchId" AS "vaccineBatchId", "b"."batchNumber" AS "batchNumber", "b"."vaccineId" AS "vaccineId",
      "v"."vaccineName" AS "vaccineName", "b"."expirationDate" AS "expirationDate", "v"."dosesPerVial" AS "dosesPerVial",
      "s"."vials" AS "vials", "s"."openDoses" AS "openDoses"
    ${fromStock(filter, true)}
    ORDER BY "s"."placeType" DESC, "s"."placeId", "b"."expirationDate", "b"."id"
    LIMIT ${limit} OFFSET ${offset}`
    .execute(db)
    .then((result) => result.rows);
  return rows.map(itemOf);
};

/** How many stock rows the filter holds. */
export const placeStockTotal = async (db: Db, filter: StockFilter) => {
  const result = await sql<{ total: number }>`SELECT count(*) AS "total" ${fromStock(filter, false)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
};
