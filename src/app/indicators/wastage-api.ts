import { z } from 'zod';
import { discardReasons } from '../../domain/stock-movements';
import { http } from '../api/client';
import type { IndicatorParams } from './indicators-api';

const wastageItem = z.object({
  vaccineId: z.number(),
  vaccineName: z.string(),
  vialsUsed: z.number(),
  vialsDiscarded: z.number(),
  wastagePercent: z.number().nullable(),
});

const wastageMonth = z.object({
  month: z.number(),
  vialsUsed: z.number(),
  vialsDiscarded: z.number(),
  wastagePercent: z.number().nullable(),
});

const wastageReason = z.object({ reason: z.enum(discardReasons), vialsDiscarded: z.number() });

/** A vaccine's vials used and discarded in the year; `wastagePercent` null when none left the stock. */
export type WastageItem = z.infer<typeof wastageItem>;

/** The same sums for one month (1–12), over the vaccine chosen or every vaccine. */
export type WastageMonth = z.infer<typeof wastageMonth>;

/** The vials discarded in the year for one reason. */
export type WastageReason = z.infer<typeof wastageReason>;

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** Wastage is a whole year's, of one vaccine or all: it takes no month nor centre. */
const queryOf = ({ year, vaccineId }: IndicatorParams) => ({
  year: String(year),
  vaccineId: vaccineId === null ? undefined : String(vaccineId),
});

const read = async <T extends z.ZodType>(path: string, item: T, params: IndicatorParams, signal: AbortSignal) =>
  itemsOf(item).parse(await http.request('GET', path, { query: queryOf(params), signal })).items;

/**
 * The wastage per vaccine (`GET /indicators/wastage?year=&vaccineId=`).
 *
 * @example
 * await fetchWastage({ year: 2026, month: null, centerId: null, vaccineId: 2 }, signal)
 */
export const fetchWastage = (params: IndicatorParams, signal: AbortSignal): Promise<WastageItem[]> =>
  read('/indicators/wastage', wastageItem, params, signal);

/** The wastage month by month (`GET /indicators/wastage/by-month`). */
export const fetchWastageByMonth = (params: IndicatorParams, signal: AbortSignal): Promise<WastageMonth[]> =>
  read('/indicators/wastage/by-month', wastageMonth, params, signal);

/** The vials discarded by reason (`GET /indicators/wastage/by-reason`). */
export const fetchWastageByReason = (params: IndicatorParams, signal: AbortSignal): Promise<WastageReason[]> =>
  read('/indicators/wastage/by-reason', wastageReason, params, signal);
