const day = 86_400_000;

/** Dates relative to the day the bench runs, so batches are unexpired and ages are right. */
export const createCalendar = (now = new Date()) => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const isoDate = (/** @type {number} */ time) => new Date(time).toISOString().slice(0, 10);
  // Consecutive doses often fall in the same minute: its text is built once.
  /** @type {number | undefined} */
  let lastMinutes;
  let lastDateTime = '';
  return {
    /** YYYY-MM-DD, `days` from today (negative: in the past). */
    date: (/** @type {number} */ days) => isoDate(today + days * day),
    /** A full ISO timestamp, `minutes` from the start of today. */
    dateTime: (/** @type {number} */ minutes) => {
      if (minutes !== lastMinutes) {
        lastMinutes = minutes;
        lastDateTime = new Date(today + minutes * 60_000).toISOString();
      }
      return lastDateTime;
    },
    /** Whole years between a YYYY-MM-DD date and today. */
    ageOn: (/** @type {string} */ dateOfBirth) => {
      const born = new Date(`${dateOfBirth}T00:00:00Z`);
      const now = new Date(today);
      const hadBirthday =
        now.getUTCMonth() > born.getUTCMonth() ||
        (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() >= born.getUTCDate());
      return now.getUTCFullYear() - born.getUTCFullYear() - (hadBirthday ? 0 : 1);
    },
  };
};

/** @typedef {ReturnType<typeof createCalendar>} Calendar */
