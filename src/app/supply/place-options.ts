import { placeTypeLabels, type StockPlace } from '../../domain/supply/stock-places';
import type { DataProvider, EntityRegistry } from '../../engine';
import type { OptionLoader, SearchOption } from '../../engine/react';

/** How many stores, and how many centres, a search offers at most: typing more narrows them. */
const optionsPerKind = 20;

/**
 * A place as a search option's number: a store by its unit's id made negative, a centre by its
 * own, so one list of options holds both kinds.
 *
 * @example
 * placeOfOption(-3) // { type: 'store', id: 3 }
 */
export const placeOfOption = (value: number): StockPlace =>
  value < 0 ? { type: 'store', id: -value } : { type: 'center', id: value };

export const optionOfPlace = (place: StockPlace): number => (place.type === 'store' ? -place.id : place.id);

/**
 * The places whose name holds the words typed: the stores of the organisation units (every user
 * reads the tree) and the centres of the caller's scope, each labelled with its kind
 * ('Almacén · Distrito Norte', 'Centro de salud · CS Miraflores').
 *
 * @example
 * const load = placeOptionsLoader(dataProvider, registry);
 * await load('norte', signal) // [{ value: -3, label: 'Almacén · Distrito Norte' }, { value: 4, label: 'Centro de salud · CS Norte' }]
 */
export const placeOptionsLoader =
  (dataProvider: DataProvider, registry: EntityRegistry): OptionLoader =>
  async (q, signal) => {
    const ask = (name: string) => dataProvider.getList(registry.get(name), { q, pageSize: optionsPerKind, signal });
    const [units, centers] = await Promise.all([ask('org-units'), ask('vaccination-centers')]);
    const option = (place: StockPlace, name: unknown): SearchOption => ({
      value: optionOfPlace(place),
      label: `${placeTypeLabels[place.type]} · ${String(name ?? '')}`,
    });
    return [
      ...units.items.map((unit) => option({ type: 'store', id: unit.id }, unit.name)),
      ...centers.items.map((center) => option({ type: 'center', id: center.id }, center.centerName)),
    ];
  };
