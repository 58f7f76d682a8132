/**
 * The programme's calendar day: every day the product derives from a moment (a dose's day,
 * today, an export's name) is the day on the wall clocks of one IANA time zone, the
 * programme's, whatever the zone of the server or of the device. The server sets it from its
 * configuration at start, the browser from the server's answer (and starts with the one it
 * kept from the last answer); until then it is the machine's own zone.
 */

const dayParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const clockParts = { ...dayParts, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const formattersOf = (timeZone: string) => ({
  day: new Intl.DateTimeFormat('en-US', { ...dayParts, timeZone }),
  clock: new Intl.DateTimeFormat('en-US', { ...clockParts, timeZone }),
  offset: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
});

/**
 * The zone the machine runs in (the `TZ` of a server, the device's in a browser); UTC when Intl
 * cannot name it (a `TZ` such as `UTC0` or `:/etc/localtime`).
 */
export const machineTimeZone = (): string => {
  const { timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return typeof timeZone === 'string' && canonicalTimeZone(timeZone) !== null ? timeZone : 'UTC';
};

/**
 * The IANA name of a zone as Intl spells it, or null when it is no zone Intl knows.
 *
 * @example
 * canonicalTimeZone('america/lima') // 'America/Lima'
 * canonicalTimeZone('Mars/Olympus') // null
 */
export const canonicalTimeZone = (name: string): string | null => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

/** Where a browser keeps the zone the server last named, so the next start counts in it at once. */
export const programmeTimeZoneKey = 'programmeTimeZone';

/** The zone a browser kept, when it is one Intl knows; null on a server (no window). */
const keptTimeZone = (): string | null => {
  const { window } = globalThis as { window?: { localStorage?: { getItem: (key: string) => string | null } } };
  try {
    const kept = window?.localStorage?.getItem(programmeTimeZoneKey) ?? null;
    return kept === null ? null : canonicalTimeZone(kept);
  } catch {
    return null;
  }
};

let current = (() => {
  const timeZone = keptTimeZone() ?? machineTimeZone();
  return { timeZone, ...formattersOf(timeZone) };
})();
const formatters = new Map<string, ReturnType<typeof formattersOf>>();
const formattersFor = (timeZone: string) => {
  if (timeZone === current.timeZone) return current;
  const known = formatters.get(timeZone) ?? formattersOf(timeZone);
  formatters.set(timeZone, known);
  return known;
};

/**
 * Sets the programme's zone for this process (the server at start, the browser once the server
 * told it). Throws a RangeError for a name Intl does not know.
 *
 * @example
 * setProgrammeTimeZone('America/Lima');
 */
export const setProgrammeTimeZone = (name: string): void => {
  const timeZone = canonicalTimeZone(name);
  if (timeZone === null) throw new RangeError(`Unknown time zone: ${name}`);
  current = { timeZone, ...formattersOf(timeZone) };
};

/** The programme's IANA zone. */
export const programmeTimeZone = (): string => current.timeZone;

/** A `YYYY-MM-DD` text is already a day: never read as UTC midnight and moved. */
const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

const instantOf = (moment: Date | string | number): number =>
  moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);

const partsOf = (format: Intl.DateTimeFormat, time: number) => {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(time)) parts[part.type] = part.value;
  return parts;
};

/**
 * The `YYYY-MM-DD` day a moment falls on in a zone (the programme's unless named); a day
 * (`YYYY-MM-DD`) is its own day, and '' is the answer for a text that is no moment.
 *
 * @example
 * programmeDayOf('2026-05-12T01:00:00.000Z', 'America/Lima') // '2026-05-11' (20:00 in Lima)
 * programmeDayOf('2026-05-12T01:00:00.000Z', 'UTC') // '2026-05-12'
 */
export const programmeDayOf = (moment: Date | string | number, timeZone = current.timeZone): string => {
  if (typeof moment === 'string' && dayOnly.test(moment)) return moment;
  const time = instantOf(moment);
  if (Number.isNaN(time)) return '';
  const { year = '', month = '', day = '' } = partsOf(formattersFor(timeZone).day, time);
  return `${year.padStart(4, '0')}-${month}-${day}`;
};

/**
 * The programme's wall clock at a moment: its day and its `HH:mm`; null for a text that is no moment.
 *
 * @example
 * programmeClockOf('2026-05-12T01:00:00.000Z') // { day: '2026-05-11', time: '20:00' } in Lima
 */
export const programmeClockOf = (moment: Date | string | number, timeZone = current.timeZone) => {
  const time = instantOf(moment);
  if (Number.isNaN(time)) return null;
  const { year = '', month = '', day = '', hour = '', minute = '' } = partsOf(formattersFor(timeZone).clock, time);
  return { day: `${year.padStart(4, '0')}-${month}-${day}`, time: `${hour}:${minute}` };
};

/**
 * Today in the programme's zone, `YYYY-MM-DD`.
 *
 * @example
 * programmeToday() // '2026-05-11' at 20:00 in Lima, 01:00 UTC the next day
 */
export const programmeToday = (): string => programmeDayOf(Date.now());

/**
 * Minutes a zone's clocks run ahead of UTC at a moment (negative west of Greenwich).
 *
 * @example
 * offsetMinutesAt(Date.parse('2026-01-15T12:00:00Z'), 'America/Lima') // -300
 */
export const offsetMinutesAt = (time: number, timeZone = current.timeZone): number => {
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
    /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(formattersFor(timeZone).offset.format(time)) ?? [];
  const offset = Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
  return Math.round(sign === '-' ? -offset : offset);
};

/**
 * The moment (ISO, UTC) a programme day starts: its midnight, or its first minute when the
 * clocks skip midnight that day. `dayStartOf(addDays(day, 1))` bounds "given by the end of day".
 *
 * @example
 * dayStartOf('2026-05-11', 'America/Lima') // '2026-05-11T05:00:00.000Z'
 */
export const dayStartOf = (day: string, timeZone = current.timeZone): string => {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  const first = midnight - offsetMinutesAt(midnight, timeZone) * 60_000;
  const second = midnight - offsetMinutesAt(first, timeZone) * 60_000;
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const start = candidates.find((time) => programmeDayOf(time, timeZone) === day) ?? first;
  return new Date(start).toISOString();
};

const weekMs = 7 * 86_400_000;
const minuteMs = 60_000;

/**
 * A zone's offsets from UTC between two moments: the offset in force at `from`, then each
 * change after it to the minute, as `{ from, offsetMinutes }` (milliseconds since 1970). The
 * clocks are read once a week (a zone changes its clocks twice a year at most), so two changes
 * less than a week apart would be seen as one.
 *
 * @example
 * offsetChanges('America/Lima', { from: Date.UTC(1990, 0), to: Date.UTC(2000, 0) })
 * // [{ from: 631152000000, offsetMinutes: -300 }, { from: 734..., offsetMinutes: -240 }, ...]
 */
export const offsetChanges = (timeZone: string, { from, to }: { from: number; to: number }) => {
  const changes = [{ from, offsetMinutes: offsetMinutesAt(from, timeZone) }];
  for (let week = from; week < to; week += weekMs) {
    const before = changes[changes.length - 1]?.offsetMinutes;
    const after = offsetMinutesAt(week + weekMs, timeZone);
    if (after === before) continue;
    // The first minute of the new offset, in the week it changed.
    let [low, high] = [week, week + weekMs];
    while (high - low > minuteMs) {
      const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
      if (offsetMinutesAt(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push({ from: high, offsetMinutes: after });
  }
  return changes;
};
