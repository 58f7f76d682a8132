import { placeStockPageSchema } from '../../../domain/supply/place-stock';
import { http } from '../../api/client';

/** The most lots a centre's stock is read for at once: a centre holds far fewer. */
const centerStockPageSize = 200;

/**
 * The lots a centre holds (closed vials or open doses), from its stock (`GET /stock?centerId=`,
 * docs/supply.md): the dose form offers only these, since a dose takes from its centre's stock.
 * Null when the stock cannot be read (offline): the form then offers every usable lot.
 *
 * @example
 * const held = await fetchCenterBatchIds(3, signal); // Set { 7, 12 }
 */
export const fetchCenterBatchIds = async (
  centerId: number,
  signal: AbortSignal,
): Promise<ReadonlySet<number> | null> => {
  try {
    const body = await http.request('GET', '/stock', {
      query: { centerId: String(centerId), pageSize: String(centerStockPageSize) },
      signal,
    });
    return new Set(placeStockPageSchema.parse(body).items.map((item) => item.vaccineBatchId));
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
};
