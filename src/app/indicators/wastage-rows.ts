import { indicatorTexts } from './texts';
import type { WastageReason } from './wastage-api';

/**
 * The rows a wastage table shows: the vaccines and months where some vial was used or
 * discarded; the others would be rows of zeros.
 *
 * @example
 * withVials([{ month: 1, vialsUsed: 0, vialsDiscarded: 0, wastagePercent: null }, march]) // [march]
 */
export const withVials = <T extends { vialsUsed: number; vialsDiscarded: number }>(rows: readonly T[]): T[] =>
  rows.filter((row) => row.vialsUsed + row.vialsDiscarded > 0);

/**
 * The reasons some vial was discarded for.
 *
 * @example
 * withDiscards([{ reason: 'broken', vialsDiscarded: 2 }, { reason: 'lost', vialsDiscarded: 0 }]) // [broken]
 */
export const withDiscards = (rows: readonly WastageReason[]): WastageReason[] =>
  rows.filter((row) => row.vialsDiscarded > 0);

/**
 * A month's name.
 *
 * @example
 * monthName(3) // 'Marzo'
 */
export const monthName = (month: number): string => indicatorTexts.months[month - 1] ?? String(month);
