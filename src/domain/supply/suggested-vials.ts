/** The whole calendar months a requisition's use is averaged over. */
export const usedMonths = 3;

/**
 * A requisition line's suggested vials (issue 42): enough for `maximumStockMonths` of the average
 * monthly use, less what the place holds and what is on its way to it, never below 0. The
 * average monthly use is the doses given in the last {@link usedMonths} whole months ÷ 3, in vials
 * (÷ `dosesPerVial`, rounded up).
 *
 * @example
 * suggestedVialsOf({ maximumStockMonths: 3, dosesGiven: 95, dosesPerVial: 10, onHandVials: 2, inTransitVials: 1 })
 * // { averageMonthlyVials: 4, suggestedVials: 9 }: ⌈95 ÷ 3 ÷ 10⌉ = 4, 3 × 4 − 2 − 1 = 9
 */
export const suggestedVialsOf = (figures: {
  maximumStockMonths: number;
  dosesGiven: number;
  dosesPerVial: number;
  onHandVials: number;
  inTransitVials: number;
}) => {
  const averageMonthlyVials = Math.ceil(figures.dosesGiven / (usedMonths * Math.max(figures.dosesPerVial, 1)));
  // Rounded to a millionth first, so 1.1 × 3 months is 3.3 and not 3.3000000000000003 rounded up.
  const wanted = Math.round(figures.maximumStockMonths * averageMonthlyVials * 1e6) / 1e6;
  return {
    averageMonthlyVials,
    suggestedVials: Math.max(0, Math.ceil(wanted - figures.onHandVials - figures.inTransitVials)),
  };
};

/**
 * The {@link usedMonths} whole calendar months before a day, oldest first, as `[year, month]`.
 *
 * @example
 * monthsBefore('2026-02-15') // [[2025, 11], [2025, 12], [2026, 1]]
 */
export const monthsBefore = (day: string): [number, number][] => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return Array.from({ length: usedMonths }, (_, index) => {
    const back = usedMonths - index;
    const zeroBased = year * 12 + (month - 1) - back;
    return [Math.floor(zeroBased / 12), (zeroBased % 12) + 1];
  });
};
