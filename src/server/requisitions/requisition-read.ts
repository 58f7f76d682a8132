import { sql } from 'kysely';
import type { Requisition, RequisitionState } from '../../domain/supply/requisitions';
import { requisitionStates } from '../../domain/supply/requisitions';
import type { StockPlace } from '../../domain/supply/stock-places';
import type { Scope } from '../../engine';
import { type Db, tableOf } from '../../engine/server';
import { vaccines } from '../../entities/vaccines';
import { placeKey, placeNamesOf } from '../stock/place-names';
import { anyPlaceInScope, idList } from '../stock/places-in-scope';

type Row = {
  id: number;
  placeType: string;
  placeId: number;
  supplierPlaceType: string;
  supplierPlaceId: number;
  periodMonth: string;
  state: string;
  submittedAt: string;
  decidedAt: string;
  reason: string;
  transferId: number;
  receivedAt: string;
};

type LineRow = {
  requisitionId: number;
  vaccineId: number;
  vaccineName: string;
  requestedVials: number;
  suggestedVials: number;
  approvedVials: number;
};

const placeOf = (type: string, id: number): StockPlace => ({
  type: type === 'center' ? 'center' : 'store',
  id: Number(id),
});
const stateOf = (state: string): RequisitionState => requisitionStates.find((known) => known === state) ?? 'submitted';
const isDecided = (state: RequisitionState) => state !== 'submitted' && state !== 'rejected';

/**
 * A page of the requisitions of the scope's places (or made to its stores), newest first, with
 * their lines, and their total; `id` narrows to one (its detail).
 *
 * @example
 * await requisitionsPage(db, { scope: user.scope, state: 'submitted', limit: 25, offset: 0 })
 */
export const requisitionsPage = async (
  db: Db,
  filter: { scope: Scope; state?: RequisitionState; id?: number; limit: number; offset: number },
) => {
  const where = sql`${anyPlaceInScope(filter.scope, ['r.place', 'r.supplierPlace'])}
    ${filter.state === undefined ? sql`` : sql`AND r."state" = ${filter.state}`}
    ${filter.id === undefined ? sql`` : sql`AND r."id" = ${filter.id}`}`;
  const [rows, counted] = await Promise.all([
    sql<Row>`SELECT r.* FROM "requisitions" AS r WHERE ${where}
      ORDER BY r."id" DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*) AS "total" FROM "requisitions" AS r WHERE ${where}`.execute(db),
  ]);
  return { items: await withDetails(db, rows.rows), total: Number(counted.rows[0]?.total ?? 0) };
};

/** One requisition as the whole network sees it: the answer of a write already checked against the scope. */
export const requisitionOf = async (db: Db, id: number): Promise<Requisition | undefined> =>
  (await requisitionsPage(db, { scope: { isAll: true }, id, limit: 1, offset: 0 })).items[0];

const withDetails = async (db: Db, rows: readonly Row[]): Promise<Requisition[]> => {
  const requisitionIds = rows.map((row) => Number(row.id));
  if (requisitionIds.length === 0) return [];
  const lines = await sql<LineRow>`
    SELECT l."requisitionId", l."vaccineId", v."vaccineName", l."requestedVials", l."suggestedVials", l."approvedVials"
    FROM "requisition_lines" AS l JOIN ${sql.table(tableOf(vaccines))} AS v ON v."id" = l."vaccineId"
    WHERE l."requisitionId" IN (${idList(requisitionIds)}) ORDER BY l."id"`.execute(db);
  const places = rows.flatMap((row) => [
    placeOf(row.placeType, row.placeId),
    placeOf(row.supplierPlaceType, row.supplierPlaceId),
  ]);
  const names = await placeNamesOf(db, places);
  const named = (place: StockPlace) => ({ ...place, name: names.get(placeKey(place.type, place.id)) ?? '' });
  return rows.map((row) => {
    const id = Number(row.id);
    const state = stateOf(row.state);
    return {
      id,
      place: named(placeOf(row.placeType, row.placeId)),
      supplierPlace: named(placeOf(row.supplierPlaceType, row.supplierPlaceId)),
      periodMonth: String(row.periodMonth),
      state,
      submittedAt: String(row.submittedAt),
      decidedAt: row.decidedAt ? String(row.decidedAt) : null,
      receivedAt: row.receivedAt ? String(row.receivedAt) : null,
      reason: row.reason ? String(row.reason) : null,
      transferId: Number(row.transferId) > 0 ? Number(row.transferId) : null,
      lines: lines.rows
        .filter((line) => Number(line.requisitionId) === id)
        .map((line) => ({
          vaccineId: Number(line.vaccineId),
          vaccineName: String(line.vaccineName),
          requestedVials: Number(line.requestedVials),
          suggestedVials: Number(line.suggestedVials),
          approvedVials: isDecided(state) ? Number(line.approvedVials) : null,
        })),
    };
  });
};
