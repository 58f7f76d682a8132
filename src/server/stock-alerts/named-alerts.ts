import type { StockAlerts } from '../../domain/stock-alerts';
import { monthsOfStockOf } from '../../domain/supply/months-of-stock';
import type { PlaceType } from '../../domain/supply/stock-places';
import type { Db } from '../../engine/server';
import { placeKey, placeNamesOf } from '../stock/place-names';
import type { expiringAtPlaces } from './expiring';
import type { severeEventsAtPlaces } from './severe-events';
import { type lowAndOut, type SupplyLevel, vaccineNamesOf } from './supply-levels';

type Lists = {
  expiring: Awaited<ReturnType<typeof expiringAtPlaces>>;
  severe: Awaited<ReturnType<typeof severeEventsAtPlaces>>;
  levels: readonly SupplyLevel[];
  limit: number;
} & ReturnType<typeof lowAndOut>;

type Place = { placeType: PlaceType; placeId: number };

/**
 * The alert lists as the answer says them: the first `limit` items of each, every item with its
 * place's name (and a level's vaccine's), an expiring lot with its vaccine's months of stock at
 * its place (null where the place used none), each list with its total.
 *
 * @example
 * const { expiringSoon, lowStock, stockOuts, severeEvents } = await namedAlerts(db, { expiring, levels, lowStock, stockOuts, severe, limit: 5 });
 */
export const namedAlerts = async (
  db: Db,
  { expiring, severe, levels, lowStock, stockOuts, limit }: Lists,
): Promise<Pick<StockAlerts, 'expiringSoon' | 'lowStock' | 'stockOuts' | 'severeEvents'>> => {
  const [low, out] = [lowStock.slice(0, limit), stockOuts.slice(0, limit)];
  const places: Place[] = [...expiring.items, ...severe.items, ...low, ...out];
  const [names, vaccines] = await Promise.all([
    placeNamesOf(
      db,
      places.map((place) => ({ type: place.placeType, id: place.placeId })),
    ),
    vaccineNamesOf(
      db,
      [...low, ...out].map((level) => level.vaccineId),
    ),
  ]);
  const named = <T extends Place>(item: T) => ({
    ...item,
    placeName: names.get(placeKey(item.placeType, item.placeId)) ?? '',
  });
  const level = new Map(levels.map((one) => [`${placeKey(one.placeType, one.placeId)}:${one.vaccineId}`, one]));
  const monthsAt = (item: Place & { vaccineId: number }) => {
    const found = level.get(`${placeKey(item.placeType, item.placeId)}:${item.vaccineId}`);
    return found ? monthsOfStockOf(found) : null;
  };
  const vaccineName = (id: number) => vaccines.get(id) ?? '';
  return {
    expiringSoon: {
      items: expiring.items.map((item) => ({ ...named(item), monthsOfStock: monthsAt(item) })),
      total: expiring.total,
    },
    lowStock: {
      items: low.map(({ dosesGiven: _given, ...item }) => ({
        ...named(item),
        vaccineName: vaccineName(item.vaccineId),
      })),
      total: lowStock.length,
    },
    stockOuts: {
      items: out.map(({ dosesGiven: _given, doses: _doses, ...item }) => ({
        ...named(item),
        vaccineName: vaccineName(item.vaccineId),
      })),
      total: stockOuts.length,
    },
    severeEvents: { items: severe.items.map(named), total: severe.total },
  };
};
