/**
 * A dropout rate's traffic light, as PAHO's guides read it: at most 5 % low, at most 10 %
 * moderate, above that high. A negative rate (more last doses than first ones) is a data
 * problem, and no rate at all means the year has no first dose.
 */
export type DropoutLevel = 'low' | 'moderate' | 'high' | 'negative' | 'none';

/** The upper bounds of the low and moderate levels, in percent. */
export const dropoutThresholds = { low: 5, moderate: 10 } as const;

/**
 * The level of a dropout rate.
 *
 * @example
 * dropoutLevel(5) // 'low'
 * dropoutLevel(10.1) // 'high'
 * dropoutLevel(-3) // 'negative'
 */
export const dropoutLevel = (percent: number | null): DropoutLevel => {
  if (percent === null) return 'none';
  if (percent < 0) return 'negative';
  if (percent <= dropoutThresholds.low) return 'low';
  if (percent <= dropoutThresholds.moderate) return 'moderate';
  return 'high';
};
