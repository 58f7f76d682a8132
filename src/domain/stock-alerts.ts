import { z } from 'zod';
import { isValidIsoDate } from '../engine';
import { placeStockQuerySchema } from './supply/place-stock';
import { placeTypes } from './supply/stock-places';

/** Items shown per list by default, and the most a caller may ask for. */
export const alertLimits = { default: 5, max: 50 } as const;

const todayMessage = 'La fecha de hoy no es válida: use el formato AAAA-MM-DD';
const limitMessage = `El límite debe ser un número entre 1 y ${alertLimits.max}`;

/**
 * `GET /stock-alerts?today=&limit=&centerId=&orgUnitId=`: the browser's day (the server's when
 * absent), the items per list, and the place (the caller's scope when neither).
 */
export const stockAlertsQuerySchema = z.object({
  today: z
    .string({ error: todayMessage })
    .refine((text) => text === '' || isValidIsoDate(text), todayMessage)
    .optional()
    .meta({ format: 'date', description: 'La fecha de hoy del navegador (AAAA-MM-DD); la del servidor si falta.' }),
  limit: z
    .string({ error: limitMessage })
    .regex(/^(\d{1,2}|)$/, limitMessage)
    .transform((text) => (text === '' ? alertLimits.default : Number(text)))
    .refine((limit) => limit >= 1 && limit <= alertLimits.max, limitMessage)
    .optional()
    .meta({ description: `Elementos por lista (${alertLimits.default} si falta).` }),
  centerId: placeStockQuerySchema.shape.centerId,
  orgUnitId: placeStockQuerySchema.shape.orgUnitId,
});

/** Where an alert is: a unit's store or a centre, named. */
const alertPlace = { placeType: z.enum(placeTypes), placeId: z.int(), placeName: z.string() };

/** A lot held at a place: its vials and doses there (closed vials × doses per vial + open doses). */
const heldBatch = {
  ...alertPlace,
  vaccineBatchId: z.int(),
  batchNumber: z.string(),
  vaccineId: z.int(),
  vaccineName: z.string(),
  expirationDate: z.iso.date(),
  /** Days from the asked `today` to the expiry: 0 on the day it expires. */
  daysLeft: z.int(),
  vials: z.int(),
  doses: z.int(),
};

/** A lot expiring soon at a place, with the months of stock of its vaccine there (null without use). */
export const expiringItemSchema = z.object({ ...heldBatch, monthsOfStock: z.number().nullable() });

/** A vaccine low at a place: its usable doses, its average monthly use and the months they last. */
export const lowStockItemSchema = z.object({
  ...alertPlace,
  vaccineId: z.int(),
  vaccineName: z.string(),
  doses: z.int(),
  monthlyUse: z.number(),
  monthsOfStock: z.number(),
});

/** A vaccine a centre gave over the use months and holds no usable dose of. */
export const stockOutItemSchema = z.object({
  ...alertPlace,
  vaccineId: z.int(),
  vaccineName: z.string(),
  monthlyUse: z.number(),
});

/** A lot to review ('Revisar lote: eventos graves') at a place that holds it or gave its reported doses. */
export const severeEventsItemSchema = z.object({ ...heldBatch, severeEventCount: z.int() });

/** The first items of a list in its order, and how many match in all. */
const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.int() });

/** `GET /stock-alerts`: the lists per place and the bounds they were made with. */
export const stockAlertsSchema = z.object({
  /** Usable lots held at a place expiring from `today` to `today + soonDays`, soonest first. */
  expiringSoon: listOf(expiringItemSchema),
  /** Vaccines at a place with usable stock of less than `lowStockMonths` months of its use, the fewest first. */
  lowStock: listOf(lowStockItemSchema),
  /** Vaccines a centre gave over the use months with no usable stock left, the most used first. */
  stockOuts: listOf(stockOutItemSchema),
  /** Lots with `severeEventsThreshold` or more active severe ESAVI reports, per place, the most reported first. */
  severeEvents: listOf(severeEventsItemSchema),
  soonDays: z.int(),
  lowStockMonths: z.number(),
  severeEventsThreshold: z.int(),
  /** The whole months the monthly use is averaged over (`YYYY-MM`). */
  useMonths: z.object({ from: z.string(), to: z.string() }),
});

export type ExpiringItem = z.infer<typeof expiringItemSchema>;
export type LowStockItem = z.infer<typeof lowStockItemSchema>;
export type StockOutItem = z.infer<typeof stockOutItemSchema>;
export type SevereEventsItem = z.infer<typeof severeEventsItemSchema>;
export type StockAlerts = z.infer<typeof stockAlertsSchema>;
