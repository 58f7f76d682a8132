import { vaccines } from './catalog.mjs';
import { digits } from './text.mjs';

const twoYearsInDays = 730;

/**
 * Stock batches `from`..`to` for the huge dose table, one after another over the last two
 * years: each is made shortly before its turn and holds more vials than the doses it takes.
 *
 * @param {import('./dose-rows.mjs').Chunk} chunk
 */
export const hugeBatchRows = ({ from, to, random, calendar }) => {
  const rows = [];
  for (let id = from; id <= to; id += 1) {
    const turnDaysAgo = Math.round(twoYearsInDays * (1 - (id - from) / (to - from + 1)));
    const madeDaysAgo = turnDaysAgo + random.int(30, 240);
    const initialQuantity = random.int(400, 800);
    const vaccineIndex = (id - 1) % vaccines.length;
    rows.push({
      id,
      isActive: 1,
      batchNumber: `${vaccines[vaccineIndex]?.[5]}-${calendar.date(-madeDaysAgo).slice(0, 4)}-${digits(id, 5)}`,
      vaccineId: vaccineIndex + 1,
      manufactureDate: calendar.date(-madeDaysAgo),
      expirationDate: calendar.date(random.int(540, 1080) - madeDaysAgo),
      initialQuantity,
      availableQuantity: initialQuantity,
      status: random.chance(0.85) ? 1 : 2,
    });
  }
  return rows;
};

/**
 * The batch of a huge-table dose: the one whose turn it is at the dose's place in time, or
 * one of the next 15 (several batches are open at once).
 *
 * @param {{ span: import('./dose-rows.mjs').Span, first: number, count: number }} run
 * @returns {(id: number, random: import('./dose-rows.mjs').Random) => number}
 */
export const hugeBatchPicker =
  ({ span, first, count }) =>
  (id, random) =>
    first + Math.floor(((id - span.first) / (span.last - span.first + 1)) * (count - 15)) + random.int(0, 15);
