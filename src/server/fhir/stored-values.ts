import { isValidIsoDate } from '../../engine';

/**
 * Reading stored columns into FHIR's values, and a resource's values into the panel's: a
 * missing value is left out of a resource, never sent empty (FHIR refuses empty strings).
 */

/** A stored text, or null for a missing or blank one. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A text given, trimmed, or undefined for a missing or blank one. */
export const trimmedText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A stored `YYYY-MM-DD` date, or null for a missing or malformed one. */
export const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && isValidIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : null;

/** A stored flag (0/1, or a boolean in a GET shape) as a boolean. */
export const isSetFlag = (value: unknown) => value === true || Number(value) === 1;
