import type { StockPlace } from '../../domain/supply/stock-places';
import { type Db, invalidData, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/** Said of a requisition of the national store: no unit stands above it. */
export const noSupplierMessage = 'El almacén nacional no tiene a quién pedir';

/**
 * The store a place asks for vials: a centre's is its unit's (its district's), a store's that of
 * the unit above it. 400 on `place` for the national store, or a place that does not exist.
 *
 * @example
 * await supplierOf(db, { type: 'center', id: 4 }) // { type: 'store', id: 3 }: the centre's district
 */
export const supplierOf = async (db: Db, place: StockPlace): Promise<StockPlace> => {
  const row =
    place.type === 'center'
      ? await db
          .selectFrom(tableOf(vaccinationCenters))
          .select('orgUnitId as supplierId')
          .where('id', '=', place.id)
          .where('isActive', '=', 1)
          .executeTakeFirst()
      : await db
          .selectFrom(tableOf(orgUnits))
          .select('parentId as supplierId')
          .where('id', '=', place.id)
          .where('isActive', '=', 1)
          .executeTakeFirst();
  if (!row) throw invalidData({ place: 'El lugar no existe' });
  if (row.supplierId === null || row.supplierId === undefined) throw invalidData({ place: noSupplierMessage });
  return { type: 'store', id: Number(row.supplierId) };
};
