import type { SentDoseCheck } from './useDoseHistory';

/**
 * The checks of a dose sent without a network: they read what the device kept (a card read
 * earlier, the session's rules), which may be out of date, so they only warn (the confirmation
 * lists them: it shows their messages only) and the server decides when the dose arrives. Online
 * they stand as they are.
 *
 * @example
 * warnOnly({ check: { refusals: [held], warnings: [] }, timing: tooSoon })
 * // { check: { refusals: [], warnings: [held, { code: 'notNext', message: tooSoon.message }] }, timing: undefined }
 */
export const warnOnly = (result: SentDoseCheck | null): SentDoseCheck | null => {
  if (!result) return null;
  const { check, timing } = result;
  const timingWarning = timing ? [{ code: 'notNext' as const, message: timing.message }] : [];
  return {
    check: { refusals: [], warnings: [...check.refusals, ...check.warnings, ...timingWarning] },
    timing: undefined,
  };
};
