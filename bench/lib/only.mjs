/** The bench's sections, in the order a run measures them; the first five at today's sizes, the rest at full size. */
export const sections = /** @type {const} */ ([
  'lists',
  'reports',
  'registration',
  'bundle',
  'server-process',
  'paged-lists',
  'scoped-lists',
  'due-lists',
  'indicators',
  'supply',
  'scoped-registration',
  'rule-change',
  'lot-ledger',
  'paged-memory',
  'export',
  'fhir-export',
  'manage-page',
  'dose-form',
]);

/** @typedef {(typeof sections)[number]} Section */

const fullSize = new Set(sections.slice(sections.indexOf('paged-lists')));

/**
 * The sections a run measures: `BENCH_ONLY=scoped-lists,indicators` names some (their data is
 * generated all the same), none names every one but those the schedule leaves `without`. An
 * unknown name, or one of those, stops the run before it starts.
 *
 * @example
 * const only = selectSections('lists'); only.has('lists') // true
 *
 * @param {string | undefined} list
 * @param {{ without?: readonly string[] }} [options]
 */
export const selectSections = (list, { without = [] } = {}) => {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !sections.includes(/** @type {Section} */ (name)));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: no section ${unknown.join(', ')} (${sections.join(', ')})`);
  const excluded = names.filter((name) => without.includes(name));
  if (excluded.length > 0)
    throw new Error(`BENCH_ONLY: ${excluded.join(', ')} cannot run with BENCH_SCHEDULE's schedule`);
  const chosen = new Set(
    /** @type {Section[]} */ (names.length > 0 ? names : sections.filter((name) => !without.includes(name))),
  );
  return {
    isPartial: names.length > 0,
    has: (/** @type {Section} */ name) => chosen.has(name),
    /** Whether any chosen section needs the data grown to 1,000,000 patients. */
    isFullSizeNeeded: [...chosen].some((name) => fullSize.has(name)),
    names: [...chosen],
  };
};
