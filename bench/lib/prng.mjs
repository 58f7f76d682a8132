/**
 * A small seeded generator (mulberry32): the same seed gives the same data on every machine.
 *
 * @example
 * const random = createRandom(2024);
 * random.int(1, 6); random.pick(['a', 'b']); random.chance(0.1);
 *
 * @param {number} seed
 */
export const createRandom = (seed) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1)),
    /** One of the items (there is at least one). @type {<T>(items: readonly T[]) => T} */
    pick: (items) => /** @type {NonNullable<(typeof items)[number]>} */ (items[Math.floor(next() * items.length)]),
    chance: (/** @type {number} */ probability) => next() < probability,
  };
};

/** @typedef {ReturnType<typeof createRandom>} Random */
