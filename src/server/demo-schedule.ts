import { addDays } from '../domain/calendar-days';
import { programmeToday } from '../engine';
import { atc, snomedCt } from './fhir/code-systems';
/**
 * The demo's national infant schedule, after Argentina's Calendario Nacional de Vacunación and
 * PAHO's recommendations (ages in days, CDC's CDSi way: a maximum age is the first day a dose
 * may no longer be given), and children of every age from 2 to 30 months, some with no dose at
 * all, so the home page's lists have patients on a fresh start. Dates are relative to today.
 */

/** The vaccines the schedule needs beside the demo's own ('Triple viral SRP' is one of those). */
export const scheduleVaccines = [
  {
    vaccineName: 'BCG',
    manufacturer: 'Serum Institute',
    requiredDoses: 1,
    doseIntervalDays: 365,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '418268006',
  },
  {
    vaccineName: 'Hepatitis B neonatal',
    manufacturer: 'GlaxoSmithKline',
    requiredDoses: 1,
    doseIntervalDays: 30,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '836374004',
  },
  {
    vaccineName: 'Pentavalente',
    manufacturer: 'Serum Institute',
    requiredDoses: 3,
    doseIntervalDays: 60,
    storageTemperature: '2 a 8 °C',
    codeSystem: atc,
    code: 'J07CA11',
  },
  // Given by private clinics (DTaP, IPV, Hib, hepatitis B): the programme gives none, so it has no lot and no rules,
  // but a dose copied from a paper card counts for each of its antigens.
  {
    vaccineName: 'Hexavalente',
    manufacturer: 'Sanofi Pasteur',
    requiredDoses: 3,
    doseIntervalDays: 60,
    storageTemperature: '2 a 8 °C',
    codeSystem: atc,
    code: 'J07CA09',
  },
  {
    vaccineName: 'Polio inactivada IPV',
    manufacturer: 'Sanofi Pasteur',
    requiredDoses: 3,
    doseIntervalDays: 60,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '871740006',
  },
  {
    vaccineName: 'Rotavirus',
    manufacturer: 'GlaxoSmithKline',
    requiredDoses: 2,
    doseIntervalDays: 60,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '836387005',
  },
  {
    vaccineName: 'Neumococo conjugada 13',
    manufacturer: 'Pfizer',
    requiredDoses: 3,
    doseIntervalDays: 60,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '836398006',
  },
];

/** One open lot per schedule vaccine, old enough for the oldest demo child's first doses. */
export const scheduleBatches = [
  ['BCG-2023-011', 'BCG'],
  ['HBN-2023-020', 'Hepatitis B neonatal'],
  ['PENTA-2023-105', 'Pentavalente'],
  ['IPV-2023-044', 'Polio inactivada IPV'],
  ['ROTA-2023-017', 'Rotavirus'],
  ['PCV-2023-063', 'Neumococo conjugada 13'],
].map(([batchNumber = '', vaccine = '']) => ({
  batchNumber,
  vaccine,
  madeMonthsAgo: 32,
  expiresInMonths: 4,
  initialQuantity: 200,
  status: 1,
}));

/** A rule as [vaccine, dose, minimum age, recommended age, overdue age, maximum age or null, interval], in days. */
type RuleRow = readonly [string, number, number, number, number, number | null, number];

const weeks = (count: number) => count * 7;
const months = (count: number) => Math.round(count * 30.4375);
const years = (count: number) => Math.round(count * 365.25);

const rows: readonly RuleRow[] = [
  // At birth; BCG is caught up until 6 years, the hepatitis B birth dose within its first month.
  ['BCG', 1, 0, 0, 30, years(6), 0],
  ['Hepatitis B neonatal', 1, 0, 0, 7, 30, 0],
  // 2, 4 and 6 months: from 6 weeks of age, 4 weeks apart at the least; the pentavalent (with
  // whole-cell pertussis) until 7 years, polio caught up until 18 (older people follow the adults' schedule).
  ['Pentavalente', 1, weeks(6), 60, 90, years(7), 0],
  ['Pentavalente', 2, weeks(10), 120, 150, years(7), 28],
  ['Pentavalente', 3, weeks(14), 180, 210, years(7), 28],
  ['Polio inactivada IPV', 1, weeks(6), 60, 90, years(18), 0],
  ['Polio inactivada IPV', 2, weeks(10), 120, 150, years(18), 28],
  ['Polio inactivada IPV', 3, weeks(14), 180, 210, years(18), 28],
  // Rotavirus: dose 1 no later than 14 weeks and 6 days, dose 2 before 8 months.
  ['Rotavirus', 1, weeks(6), 60, 90, weeks(15), 0],
  ['Rotavirus', 2, weeks(10), 120, 150, months(8), 28],
  // Pneumococcal conjugate, 2 + 1: 2 and 4 months, the booster at 12 months, 8 weeks after dose
  // 2; a healthy child's series ends at 5 years.
  ['Neumococo conjugada 13', 1, weeks(6), 60, 90, years(5), 0],
  ['Neumococo conjugada 13', 2, weeks(10), 120, 150, years(5), 28],
  ['Neumococo conjugada 13', 3, 365, 365, 395, years(5), weeks(8)],
  // Measles, mumps and rubella: 12 months, then at 5 years (school entry); caught up until 18.
  ['Triple viral SRP', 1, 365, 365, 395, years(18), 0],
  ['Triple viral SRP', 2, 365 + 28, years(5), years(5) + 30, years(18), 28],
];

/** The schedule's rules, by vaccine name. */
export const demoScheduleRules = rows.map(
  ([vaccine, doseNumber, minimumAgeDays, recommendedAgeDays, overdueAgeDays, maximumAgeDays, minimumIntervalDays]) => ({
    vaccine,
    doseNumber,
    minimumAgeDays,
    recommendedAgeDays,
    overdueAgeDays,
    maximumAgeDays,
    minimumIntervalDays,
  }),
);

/** A dose as [vaccine, dose number, age in days]. */
type InfantDose = readonly [string, number, number];

const atBirth = (age = 0): InfantDose[] => [
  ['BCG', 1, age],
  ['Hepatitis B neonatal', 1, age],
];
const atMonths = (doseNumber: number, vaccines: readonly string[], age: number): InfantDose[] =>
  vaccines.map((vaccine) => [vaccine, doseNumber, age]);
const atTwoMonths = (age: number) =>
  atMonths(1, ['Pentavalente', 'Polio inactivada IPV', 'Rotavirus', 'Neumococo conjugada 13'], age);
const atFourMonths = (age: number) =>
  atMonths(2, ['Pentavalente', 'Polio inactivada IPV', 'Rotavirus', 'Neumococo conjugada 13'], age);
const atSixMonths = (age: number) => atMonths(3, ['Pentavalente', 'Polio inactivada IPV'], age);
const atTwelveMonths = (age: number): InfantDose[] => [
  ['Neumococo conjugada 13', 3, age],
  ['Triple viral SRP', 1, age],
];

/** The demo children of the schedule: their representative's document, catchment centre (index) and doses. */
const infants: readonly {
  firstName: string;
  lastname: string;
  bornDaysAgo: number;
  representative: string;
  center: number;
  doses: readonly InfantDose[];
}[] = [
  {
    firstName: 'Emilia',
    lastname: 'Castañeda',
    bornDaysAgo: 62,
    representative: '123456789',
    center: 0,
    doses: atBirth(),
  },
  { firstName: 'Thiago', lastname: 'Ramírez', bornDaysAgo: 75, representative: '71234569', center: 0, doses: [] },
  {
    firstName: 'Benjamín',
    lastname: 'Pérez',
    bornDaysAgo: 130,
    representative: '45871236',
    center: 0,
    doses: [...atBirth(), ...atTwoMonths(62)],
  },
  { firstName: 'Isabella', lastname: 'Núñez', bornDaysAgo: 150, representative: '09876543', center: 3, doses: [] },
  {
    firstName: 'Martina',
    lastname: 'Muñoz',
    bornDaysAgo: 200,
    representative: '654321',
    center: 1,
    doses: [...atBirth(1), ...atTwoMonths(61), ...atFourMonths(125)],
  },
  {
    firstName: 'Gael',
    lastname: 'Peña',
    bornDaysAgo: 250,
    representative: '40123987',
    center: 2,
    doses: [...atBirth(), ...atTwoMonths(65)],
  },
  {
    firstName: 'Olivia',
    lastname: 'Ramírez',
    bornDaysAgo: 380,
    representative: '71234569',
    center: 3,
    doses: [...atBirth(), ...atTwoMonths(60), ...atFourMonths(120), ...atSixMonths(181)],
  },
  {
    firstName: 'Santiago',
    lastname: 'Castañeda',
    bornDaysAgo: 420,
    representative: '123456789',
    center: 0,
    doses: [...atBirth(), ...atTwoMonths(60), ...atFourMonths(121), ...atSixMonths(182), ...atTwelveMonths(370)],
  },
  { firstName: 'Catalina', lastname: 'Pérez', bornDaysAgo: 600, representative: '45871236', center: 1, doses: [] },
  {
    firstName: 'Joaquín',
    lastname: 'Muñoz',
    bornDaysAgo: 900,
    representative: '654321',
    center: 2,
    doses: [...atBirth(2), ...atTwoMonths(63), ...atFourMonths(124)],
  },
];

const daysAgo = (days: number) => addDays(programmeToday(), -days);

/** The schedule's children as the seed registers them (without a document, with a representative). */
export const scheduleChildren = infants.map(({ firstName, lastname, bornDaysAgo, representative, center }) => ({
  firstName,
  lastname,
  dateOfBirth: daysAgo(bornDaysAgo),
  representative,
  center,
}));

/** The lot the demo gives each schedule vaccine from ('Triple viral SRP' has the demo's own). */
const batchOf = (vaccine: string) =>
  scheduleBatches.find((batch) => batch.vaccine === vaccine)?.batchNumber ?? 'SRP-2026-033';

/** Their doses as the demo's doses are written: [child, lot, centre index, dose number, days ago]. */
export const scheduleDoses = infants.flatMap(({ firstName, bornDaysAgo, center, doses }) =>
  doses.map(
    ([vaccine, doseNumber, age]) => [firstName, batchOf(vaccine), center, doseNumber, bornDaysAgo - age] as const,
  ),
);
