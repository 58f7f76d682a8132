import { useMemo, useState } from 'react';
import { type SearchOption, useEngine, useListController } from '../../engine/react';
import { useOwnPlace } from '../home/useOwnPlace';
import { nodeOf, type PlaceNode } from '../indicators/place-tree';
import { usePlaceTree } from '../indicators/usePlaceTree';
import { useVaccineOptions } from '../indicators/useVaccineOptions';
import { batchSearch } from './batch-search';
import { downloadPlaceStock, fetchPlaceStock, noStockFilters, type StockFilters } from './stock-api';
import { type SessionCenter, useCloseSession } from './useCloseSession';

/** Rows a page of 'Existencias' shows at first. */
export const stockPageSize = 25;

/**
 * Everything 'Existencias' shows: its filters (a place of the account's part of the network,
 * the account's own at first; a vaccine; a lot found by its number), the stock they ask for as a
 * list of the list kit, a page at a time (any write reloads it), its CSV, and 'Cerrar jornada'
 * when it shows one centre (the chosen one, or the account's own).
 *
 * @example
 * const { filters, places, vaccines, batches, list, download, session } = useStockPage();
 */
export const useStockPage = () => {
  const { dataProvider } = useEngine();
  const [filters, setFilters] = useState<StockFilters>(noStockFilters);
  const [batch, setBatch] = useState<SearchOption | null>(null);
  const own = useOwnPlace();
  const vaccines = useVaccineOptions();
  const list = useListController({
    queryKey: ['entity', 'place-stock'],
    filter: filters,
    fetchPage: ({ page, pageSize }, signal) => fetchPlaceStock({ filters, page, pageSize, signal }),
    rowId: (item) => `${item.placeType}-${item.placeId}-${item.vaccineBatchId}`,
    pageSize: stockPageSize,
  });
  const change = (next: Partial<StockFilters>) => setFilters((current) => ({ ...current, ...next }));
  const choice = useMemo(
    () =>
      filters.centerId !== null
        ? ({ kind: 'center', id: filters.centerId } as const)
        : filters.orgUnitId !== null
          ? ({ kind: 'unit', id: filters.orgUnitId } as const)
          : null,
    [filters.centerId, filters.orgUnitId],
  );
  const tree = usePlaceTree(choice);
  const choosePlace = ({ choice: next }: PlaceNode) =>
    change({
      centerId: next?.kind === 'center' ? next.id : null,
      orgUnitId: next?.kind === 'unit' ? next.id : null,
    });
  const chooseBatch = (option: SearchOption | null) => {
    setBatch(option);
    change({ vaccineBatchId: option === null ? null : Number(option.value) });
  };
  const center = useMemo((): SessionCenter | null => {
    if (filters.centerId !== null) {
      const node = nodeOf(tree.nodes, { kind: 'center', id: filters.centerId });
      return node ? { id: filters.centerId, name: node.name } : null;
    }
    const place = own.place;
    return place?.level === 'center' && place.id !== null && filters.orgUnitId === null
      ? { id: place.id, name: place.name }
      : null;
  }, [filters.centerId, filters.orgUnitId, tree.nodes, own.place]);
  const session = useCloseSession(center);
  const loadBatches = useMemo(() => batchSearch(dataProvider), [dataProvider]);
  return {
    filters,
    places: { tree, choice, choose: choosePlace },
    vaccines: { ...vaccines, choose: (vaccineId: number | null) => change({ vaccineId }) },
    batches: { selected: batch, choose: chooseBatch, load: loadBatches },
    list,
    download: (signal: AbortSignal) => downloadPlaceStock(filters, signal),
    session,
  };
};
