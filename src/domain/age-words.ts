/**
 * Ages and intervals the schedule keeps in days, said as a person would: in years, months or weeks
 * when the count is a whole number of them (a schedule's '2 meses' is 60 days, its '1 año' 365).
 */

const units = [
  { days: 365, one: 'año', many: 'años' },
  { days: 30, one: 'mes', many: 'meses' },
  { days: 7, one: 'semana', many: 'semanas' },
  { days: 1, one: 'día', many: 'días' },
] as const;

/**
 * A number of days in Spanish words, in the largest unit that divides it exactly.
 *
 * @example
 * ageInWords(0) // 'al nacer'
 * ageInWords(42) // '6 semanas'
 * ageInWords(60) // '2 meses'
 * ageInWords(365) // '1 año'
 * ageInWords(10) // '10 días'
 */
export const ageInWords = (days: number): string => {
  if (days === 0) return 'al nacer';
  const unit = units.find((candidate) => days % candidate.days === 0) ?? units[3];
  const count = days / unit.days;
  return `${count} ${count === 1 ? unit.one : unit.many}`;
};
