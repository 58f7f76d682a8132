import { network } from './places.mjs';
import { scale } from './scale.mjs';

/** The national network of the Supply rows (issue 42): 1,000 centres in all. */
export const supplyNetwork = {
  centers: 1_000,
  regions: 25,
  districtsPerRegion: 8,
  /** Lots each added centre holds, and the vials of each, moved from the national store. */
  lotsPerCenter: 24,
  vialsPerLot: 20,
};

/**
 * Grows the bench's network to `supplyNetwork.centers` centres: `regions` regions of
 * `districtsPerRegion` districts under the national unit, the added centres spread over them,
 * each holding `lotsPerCenter` lots of the national store's (`vialsPerLot` vials each, taken
 * from the store, so that a lot's total stays the sum of its places). The lots are dealt in
 * turn from those the store holds most of: 1,000 × 24 rows cover the 24,000 lots of the full
 * size once each. Returns the added centres' and districts' ids.
 *
 * @param {import('./writer.mjs').Writer} writer
 * @returns {Promise<{ centers: number[], districts: number[] }>}
 */
export const growSupplyNetwork = async (writer) => {
  const maxId = async (/** @type {string} */ table) =>
    Number((await writer.query(`SELECT max("id") AS "id" FROM "${table}"`))[0]?.id ?? 0);
  const firstUnit = (await maxId('org_units')) + 1;
  const regions = Array.from({ length: supplyNetwork.regions }, (_, index) => firstUnit + index);
  const districts = Array.from(
    { length: supplyNetwork.regions * supplyNetwork.districtsPerRegion },
    (_, index) => firstUnit + supplyNetwork.regions + index,
  );
  await writer.insert('org_units', [
    ...regions.map((id, index) => ({
      id,
      isActive: 1,
      name: `Región Sanitaria ${index + 1}`,
      level: 'region',
      parentId: network.national.id,
    })),
    ...districts.map((id, index) => ({
      id,
      isActive: 1,
      name: `Distrito Sanitario ${index + 1}`,
      level: 'district',
      parentId: regions[Math.floor(index / supplyNetwork.districtsPerRegion)],
    })),
  ]);

  const firstCenter = (await maxId('vaccination_centers')) + 1;
  const centers = Array.from({ length: supplyNetwork.centers - scale.centers }, (_, index) => firstCenter + index);
  await writer.insert(
    'vaccination_centers',
    centers.map((id, index) => ({
      id,
      isActive: 1,
      centerName: `Puesto de Salud ${index + 1}`,
      address: `Jr. Principal ${100 + index}`,
      phone: `01${String(4_000_000 + index).padStart(7, '0')}`,
      mobilePhone: `9${String(10_000_000 + index).padStart(8, '0')}`,
      email: `puesto.${index + 1}@gmail.com`,
      orgUnitId: districts[index % districts.length],
    })),
  );

  const held = /** @type {{ id: number }[]} */ (
    await writer.query(
      `SELECT "vaccineBatchId" AS "id" FROM "place_stock" WHERE "placeType" = 'store' AND "placeId" = ?
       AND "vials" >= ? ORDER BY "vials" DESC, "vaccineBatchId" LIMIT ?`,
      [network.national.id, supplyNetwork.vialsPerLot * 2, centers.length * supplyNetwork.lotsPerCenter],
    )
  ).map((row) => Number(row.id));
  if (held.length === 0) throw new Error('The national store holds no lot to send to the centres');
  const stockRows = centers.flatMap((placeId, center) =>
    Array.from({ length: supplyNetwork.lotsPerCenter }, (_, lot) => ({
      vaccineBatchId: held[(center * supplyNetwork.lotsPerCenter + lot) % held.length],
      placeType: 'center',
      placeId,
      vials: supplyNetwork.vialsPerLot,
      openDoses: 0,
    })),
  );
  const unique = new Map(stockRows.map((row) => [`${row.placeId}:${row.vaccineBatchId}`, row]));
  await writer.insert('place_stock', [...unique.values()]);
  await writer.execute(
    `UPDATE "place_stock" SET "vials" = "place_stock"."vials" - u."sent"
     FROM (SELECT "vaccineBatchId", sum("vials") AS "sent" FROM "place_stock"
           WHERE "placeType" = 'center' AND "placeId" >= ? GROUP BY "vaccineBatchId") AS u
     WHERE "place_stock"."placeType" = 'store' AND "place_stock"."placeId" = ?
       AND "place_stock"."vaccineBatchId" = u."vaccineBatchId"`,
    [firstCenter, network.national.id],
  );
  return { centers, districts };
};
