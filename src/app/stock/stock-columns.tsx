import type { PlaceStockItem } from '../../domain/supply/place-stock';
import { placeTypeLabels } from '../../domain/supply/stock-places';
import { formatDate } from '../../engine';
import type { ListColumn } from '../../engine/react';
import { formatCount } from '../indicators/number-format';
import { stockTexts } from './texts';

const { columns } = stockTexts;

const figure = (id: keyof PlaceStockItem & keyof typeof columns): ListColumn<PlaceStockItem> => ({
  id,
  header: columns[id],
  isFigure: true,
  cell: (item) => formatCount(Number(item[id])),
});

/**
 * The stock's columns: the place (its kind under its name), the lot, its vaccine and expiry,
 * then its closed vials, its doses in all, and its open vial and the doses left in it.
 */
export const stockColumns: readonly ListColumn<PlaceStockItem>[] = [
  {
    id: 'place',
    header: columns.place,
    wraps: true,
    cell: (item) => (
      <>
        <span className="block font-medium text-foreground">{item.placeName}</span>
        <span className="block text-xs text-muted">{placeTypeLabels[item.placeType]}</span>
      </>
    ),
  },
  { id: 'batch', header: columns.batch, cell: (item) => item.batchNumber },
  { id: 'vaccine', header: columns.vaccine, wraps: true, cell: (item) => item.vaccineName },
  { id: 'expirationDate', header: columns.expirationDate, cell: (item) => formatDate(item.expirationDate) },
  figure('vials'),
  { ...figure('doses'), className: () => 'font-semibold' },
  figure('openVials'),
  figure('openDoses'),
];
