import { z } from 'zod';
import { isValidIsoDate } from '../engine';

/** Lots shown per list by default, and the most a caller may ask for. */
export const alertLimits = { default: 5, max: 50 } as const;

const todayMessage = 'La fecha de hoy no es válida: use el formato AAAA-MM-DD';
const limitMessage = `El límite debe ser un número entre 1 y ${alertLimits.max}`;

/** `GET /stock-alerts?today=&limit=`: the browser's day (the server's when absent) and the lots per list. */
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
    .meta({ description: `Lotes por lista (${alertLimits.default} si falta).` }),
});

/** One lot of an alert list: only what the home page's panel shows, no stock history, no staff. */
export const alertBatchSchema = z.object({
  id: z.int(),
  batchNumber: z.string(),
  vaccineName: z.string().nullable(),
  expirationDate: z.iso.date(),
  /** Days from the asked `today` to the expiry: 0 on the day it expires. */
  daysLeft: z.int(),
  availableQuantity: z.int(),
  initialQuantity: z.int(),
});

/** The first lots of a list in its order, and how many match in all. */
export const alertListSchema = z.object({ items: z.array(alertBatchSchema), total: z.int() });

/** A lot to review ('Revisar lote: eventos graves'), with its active severe ESAVI reports. */
export const severeEventsBatchSchema = alertBatchSchema.extend({ severeEventCount: z.int() });

/** `GET /stock-alerts`: the lists and the bounds they were made with. */
export const stockAlertsSchema = z.object({
  /** Open lots with vials expiring from `today` to `today + soonDays`, soonest first. */
  expiringSoon: alertListSchema,
  /** Open, unexpired lots at or under `lowStockPercent` of their initial vials, lowest share first. */
  lowStock: alertListSchema,
  /** Lots with `severeEventsThreshold` or more active severe ESAVI reports, the most reported first. */
  severeEvents: z.object({ items: z.array(severeEventsBatchSchema), total: z.int() }),
  soonDays: z.int(),
  lowStockPercent: z.int(),
  severeEventsThreshold: z.int(),
});

export type AlertBatch = z.infer<typeof alertBatchSchema>;
export type AlertList = z.infer<typeof alertListSchema>;
export type SevereEventsBatch = z.infer<typeof severeEventsBatchSchema>;
export type StockAlerts = z.infer<typeof stockAlertsSchema>;
