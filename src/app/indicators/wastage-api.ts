import type { z } from 'zod';
import {
  type WastageItem,
  type WastageMonth,
  type WastageReason,
  wastageAnswerSchema,
  wastageByMonthAnswerSchema,
  wastageByReasonAnswerSchema,
} from '../../domain/indicator-answers';
import { http } from '../api/client';
import type { IndicatorParams } from './indicators-api';

export type { WastageItem, WastageMonth, WastageReason } from '../../domain/indicator-answers';

const textOf = (value: number | string | null) => (value === null ? undefined : String(value));

/** Wastage is a whole year's at a place (broken down or not), of one vaccine or all: it takes no month. */
const queryOf = ({ year, vaccineId, centerId, orgUnitId, groupBy }: IndicatorParams) => ({
  year: String(year),
  vaccineId: textOf(vaccineId),
  centerId: textOf(centerId),
  orgUnitId: textOf(orgUnitId),
  groupBy: textOf(groupBy),
});

const read = async <T extends z.ZodType<{ items: unknown[] }>>(
  path: string,
  answer: T,
  params: IndicatorParams,
  signal: AbortSignal,
): Promise<z.output<T>['items']> =>
  answer.parse(await http.request('GET', path, { query: queryOf(params), signal })).items;

/**
 * The wastage per vaccine at the place, or per unit below it under `groupBy`
 * (`GET /indicators/wastage?year=&vaccineId=&centerId=&orgUnitId=&groupBy=`).
 *
 * @example
 * await fetchWastage({ ...noFilters(2026), vaccineId: 2, orgUnitId: 4, groupBy: 'center' }, signal)
 */
export const fetchWastage = (params: IndicatorParams, signal: AbortSignal): Promise<WastageItem[]> =>
  read('/indicators/wastage', wastageAnswerSchema, params, signal);

/** The wastage month by month (`GET /indicators/wastage/by-month`). */
export const fetchWastageByMonth = (params: IndicatorParams, signal: AbortSignal): Promise<WastageMonth[]> =>
  read('/indicators/wastage/by-month', wastageByMonthAnswerSchema, params, signal);

/** The vials discarded by reason (`GET /indicators/wastage/by-reason`). */
export const fetchWastageByReason = (params: IndicatorParams, signal: AbortSignal): Promise<WastageReason[]> =>
  read('/indicators/wastage/by-reason', wastageByReasonAnswerSchema, params, signal);
