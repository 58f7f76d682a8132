import { daysBetween } from './calendar-days';

/**
 * First expiry, first out: the dose form offers a vaccine's usable lots (open, not expired,
 * with vials) earliest expiry first, which the list API already answers
 * (`GET /vaccine-batches?vaccineId=…&status=1&expirationDate[gte]=<today>&availableQuantity[gt]=0&sort=expirationDate&order=asc`),
 * and marks those that expire soon with this rule.
 */

/** A lot expiring within this many days (today included) is marked. */
export const expiringSoonDays = 30;

/**
 * Whether a lot expires within {@link expiringSoonDays} days of today: on today itself up to
 * 30 days later; an expired lot is not usable at all, so it is not 'soon'.
 *
 * @example
 * isExpiringSoon('2026-07-01', '2026-06-01') // true (30 days)
 * isExpiringSoon('2026-07-02', '2026-06-01') // false (31 days)
 */
export const isExpiringSoon = (expirationDate: string, today: string): boolean => {
  const days = daysBetween(today, expirationDate);
  return days >= 0 && days <= expiringSoonDays;
};
