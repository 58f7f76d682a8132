import { programmeTimeZone, programmeTimeZoneKey, setProgrammeTimeZone } from '../../engine';
import { http } from '../api/client';

/**
 * Makes the browser count the programme's days (`GET /settings/programme`): today's date in the
 * forms, the card and the lists, and the clock dates and times are shown on, follow the
 * server's time zone, not the device's. The answer is kept on the device, where the engine
 * reads it when it loads (programme-day.ts), so the next start, online or not, counts in it at
 * once. Resolves with the zone in force; a failed request leaves the kept one.
 *
 * @example
 * void syncProgrammeTimeZone();
 */
export const syncProgrammeTimeZone = async (): Promise<string> => {
  try {
    const [body, { programmeSettingsSchema }] = await Promise.all([
      http.request('GET', '/settings/programme', { isPublic: true }),
      import('../../domain/health'),
    ]);
    const { timeZone } = programmeSettingsSchema.parse(body);
    setProgrammeTimeZone(timeZone);
    localStorage.setItem(programmeTimeZoneKey, programmeTimeZone());
  } catch {
    // Offline, or a server without the setting: the zone kept from the last answer stays.
  }
  return programmeTimeZone();
};
