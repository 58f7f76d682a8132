import { z } from 'zod';
import { maxStoredInteger } from '../../engine';
import { batchPageQuerySchema } from '../batch-routes';
import { placeTypes } from './stock-places';

const idOf = (message: string, description: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= maxStoredInteger, message)
    .optional()
    .meta({ description });

/**
 * `GET /stock?orgUnitId=|centerId=&vaccineId=&vaccineBatchId=&page=&pageSize=` (issue 42): the
 * stock on hand per place and lot in the caller's scope, with its Spanish messages.
 */
export const placeStockQuerySchema = batchPageQuerySchema.extend({
  orgUnitId: idOf(
    'Debe seleccionar una unidad organizativa válida',
    'Id de una unidad organizativa: su almacén, los de las unidades por debajo y sus centros. No junto con `centerId`.',
  ),
  centerId: idOf('Debe seleccionar un centro de salud válido', 'Id de un centro: solo su stock.'),
  vaccineId: idOf('Debe seleccionar una vacuna válida', 'Id de una vacuna: solo sus lotes.'),
  vaccineBatchId: idOf('Debe seleccionar un lote válido', 'Id de un lote: solo él.'),
});
export type PlaceStockQuery = z.infer<typeof placeStockQuerySchema>;

/** One lot's stock on hand at one place: its closed vials, its open vial's doses, and both in doses. */
export const placeStockItemSchema = z.object({
  placeType: z.enum(placeTypes),
  placeId: z.number().int(),
  placeName: z.string(),
  vaccineBatchId: z.number().int(),
  batchNumber: z.string(),
  vaccineId: z.number().int(),
  vaccineName: z.string(),
  expirationDate: z.string(),
  vials: z.number().int(),
  doses: z.number().int(),
  openVials: z.number().int(),
  openDoses: z.number().int(),
});
export type PlaceStockItem = z.infer<typeof placeStockItemSchema>;

/** A page of stock rows, by place then earliest expiry first (FEFO), and their total. */
export const placeStockPageSchema = z.object({
  items: z.array(placeStockItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlaceStockPage = z.infer<typeof placeStockPageSchema>;
