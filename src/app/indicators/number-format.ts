const oneDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/**
 * A percentage as Spanish writes it: one decimal, a comma, a non-breaking space before '%'.
 *
 * @example
 * formatPercent(80) // '80,0 %'
 * formatPercent(-12.5) // '-12,5 %'
 */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}\u00a0%`;

/**
 * A count ('12.345') or a prorated population ('2,5'), with at most one decimal.
 *
 * @example
 * formatCount(12345) // '12.345'
 * formatCount(2.5) // '2,5'
 */
export const formatCount = (value: number): string =>
  Number.isInteger(value) ? whole.format(value) : upToOneDecimal.format(value);

/**
 * A figure with exactly one decimal and no grouping, as a spreadsheet in Spanish reads it.
 *
 * @example
 * csvDecimal(1234.56) // '1234,6'
 */
export const csvDecimal = (value: number): string => value.toFixed(1).replace('.', ',');
