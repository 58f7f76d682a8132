import { z } from 'zod';

/**
 * Where stock is held (issue 42): an organisation unit's store ('store', its id the unit's: the
 * national, a region's or a district's) or a vaccination centre ('center'). Every movement of a
 * lot names its place, and a lot's stock on hand is kept per place.
 */
export const placeTypes = ['store', 'center'] as const;
export type PlaceType = (typeof placeTypes)[number];

/** How a place's kind reads on screen. */
export const placeTypeLabels: Readonly<Record<PlaceType, string>> = {
  store: 'Almacén',
  center: 'Centro de salud',
};

/** A place as the API takes it: `{ type, id }`. */
export const stockPlaceSchema = z.object({
  type: z.enum(placeTypes, { error: "El tipo de lugar debe ser 'store' o 'center'" }),
  id: z
    .number({ error: 'Indique el id del lugar' })
    .int('El id del lugar debe ser un número entero')
    .min(1, 'El id del lugar debe ser mayor que 0'),
});
export type StockPlace = z.infer<typeof stockPlaceSchema>;

/** A place as the API answers it, with its name (a store's is its unit's). */
export const namedPlaceSchema = z.object({ type: z.enum(placeTypes), id: z.number().int(), name: z.string() });

/** Said of a dose whose lot its centre holds no vial or open dose of. */
export const noStockAtCenterMessage = 'El lote no tiene stock en este centro';
