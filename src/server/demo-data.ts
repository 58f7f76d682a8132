import { scheduleBatches, scheduleChildren, scheduleDoses, scheduleVaccines } from './demo-schedule';
import { atc, snomedCt } from './fhir/code-systems';

/** Realistic Spanish sample data for the embedded default, relative to today's date. */
export const demoUsers = [
  { name: 'Laura', lastname: 'Gómez', email: 'admin@gmail.com', password: 'admin123', role: 'admin' },
  { name: 'Carlos', lastname: 'Peña', email: 'salud@gmail.com', password: 'salud123', role: 'health' },
  { name: 'Marta', lastname: 'Núñez', email: 'marta.nunez@outlook.com', password: 'marta123', role: 'health' },
  { name: 'Diego', lastname: 'Ramos', email: 'distrito@gmail.com', password: 'distrito123', role: 'admin' },
] as const;

/**
 * Where each demo account works, by e-mail: the national admin has no place (the whole
 * network); the district admin manages 'Distrito Lima Norte'; the health staff work at centres
 * of two districts.
 */
export const demoUserPlaces: Readonly<Record<string, { center: string } | { unit: string }>> = {
  'salud@gmail.com': { center: 'Centro de Salud Norte' },
  'marta.nunez@outlook.com': { center: 'Centro Materno Infantil Sur' },
  'distrito@gmail.com': { unit: 'Distrito Lima Norte' },
};

export const demoCountries = ['Estados Unidos', 'Alemania', 'Reino Unido', 'India', 'China', 'Francia', 'Perú'];

export const demoManufacturers = [
  { manufacturerName: 'Pfizer', country: 'Estados Unidos' },
  { manufacturerName: 'Moderna', country: 'Estados Unidos' },
  { manufacturerName: 'BioNTech', country: 'Alemania' },
  { manufacturerName: 'AstraZeneca', country: 'Reino Unido' },
  { manufacturerName: 'Serum Institute', country: 'India' },
  { manufacturerName: 'Sinovac', country: 'China' },
  { manufacturerName: 'Sanofi Pasteur', country: 'Francia' },
  { manufacturerName: 'GlaxoSmithKline', country: 'Reino Unido' },
];

export const demoVaccines = [
  {
    vaccineName: 'Comirnaty',
    manufacturer: 'Pfizer',
    requiredDoses: 2,
    doseIntervalDays: 21,
    storageTemperature: '-90 a -60 °C',
    codeSystem: snomedCt,
    code: '1119349007',
  },
  {
    vaccineName: 'Spikevax',
    manufacturer: 'Moderna',
    requiredDoses: 2,
    doseIntervalDays: 28,
    storageTemperature: '-50 a -15 °C',
    codeSystem: snomedCt,
    code: '1119349007',
  },
  {
    vaccineName: 'Vaxzevria',
    manufacturer: 'AstraZeneca',
    requiredDoses: 2,
    doseIntervalDays: 84,
    storageTemperature: '2 a 8 °C',
    codeSystem: atc,
    code: 'J07BN02',
  },
  {
    vaccineName: 'Triple viral SRP',
    manufacturer: 'Serum Institute',
    requiredDoses: 2,
    doseIntervalDays: 180,
    storageTemperature: '2 a 8 °C',
    codeSystem: atc,
    code: 'J07BD52',
  },
  {
    vaccineName: 'CoronaVac',
    manufacturer: 'Sinovac',
    requiredDoses: 2,
    doseIntervalDays: 28,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '1157024006',
  },
  {
    vaccineName: 'Influenza tetravalente',
    manufacturer: 'Sanofi Pasteur',
    requiredDoses: 1,
    doseIntervalDays: 365,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '836377006',
  },
  {
    vaccineName: 'Hepatitis B',
    manufacturer: 'Serum Institute',
    requiredDoses: 3,
    doseIntervalDays: 30,
    storageTemperature: '2 a 8 °C',
    codeSystem: snomedCt,
    code: '412403009',
  },
  ...scheduleVaccines,
];

/** Dates are months from today; status 2 is closed. */
export const demoBatches = [
  {
    batchNumber: 'PF-2026-001',
    vaccine: 'Comirnaty',
    madeMonthsAgo: 4,
    expiresInMonths: 8,
    initialQuantity: 120,
    status: 1,
  },
  {
    batchNumber: 'PF-2026-002',
    vaccine: 'Comirnaty',
    madeMonthsAgo: 2,
    expiresInMonths: 10,
    initialQuantity: 80,
    status: 1,
  },
  {
    batchNumber: 'MD-2026-014',
    vaccine: 'Spikevax',
    madeMonthsAgo: 5,
    expiresInMonths: 1,
    initialQuantity: 60,
    status: 1,
  },
  {
    batchNumber: 'AZ-2025-207',
    vaccine: 'Vaxzevria',
    madeMonthsAgo: 14,
    expiresInMonths: -1,
    initialQuantity: 40,
    status: 2,
  },
  {
    batchNumber: 'SRP-2026-033',
    vaccine: 'Triple viral SRP',
    madeMonthsAgo: 3,
    expiresInMonths: 18,
    initialQuantity: 200,
    status: 1,
  },
  {
    batchNumber: 'CV-2026-008',
    vaccine: 'CoronaVac',
    madeMonthsAgo: 6,
    expiresInMonths: 6,
    initialQuantity: 50,
    status: 2,
  },
  {
    batchNumber: 'FLU-2026-101',
    vaccine: 'Influenza tetravalente',
    madeMonthsAgo: 1,
    expiresInMonths: 11,
    initialQuantity: 300,
    status: 1,
  },
  {
    batchNumber: 'HB-2026-045',
    vaccine: 'Hepatitis B',
    madeMonthsAgo: 2,
    expiresInMonths: 22,
    initialQuantity: 150,
    status: 1,
  },
  ...scheduleBatches,
];

/** The demo network: its national unit, two regions and four districts, each by the name of its parent. */
export const demoOrgUnits = [
  { name: 'Red Nacional de Salud', level: 'national', parent: null },
  { name: 'Región Lima', level: 'region', parent: 'Red Nacional de Salud' },
  { name: 'Región Arequipa', level: 'region', parent: 'Red Nacional de Salud' },
  { name: 'Distrito Lima Norte', level: 'district', parent: 'Región Lima' },
  { name: 'Distrito Lima Sur', level: 'district', parent: 'Región Lima' },
  { name: 'Distrito Arequipa Centro', level: 'district', parent: 'Región Arequipa' },
  { name: 'Distrito Cayma', level: 'district', parent: 'Región Arequipa' },
] as const;

/** The demo centres, each in its district of {@link demoOrgUnits}. */
export const demoCenters = [
  {
    district: 'Distrito Lima Norte',
    centerName: 'Centro de Salud Norte',
    address: 'Avenida Los Álamos 1250',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'csnorte@gmail.com',
  },
  {
    district: 'Distrito Lima Norte',
    centerName: 'Hospital San José',
    address: 'Calle Real 455',
    phone: '05114567890',
    mobilePhone: '51912345678',
    email: 'hsanjose@outlook.com',
  },
  {
    district: 'Distrito Cayma',
    centerName: 'Posta Médica Peña Blanca',
    address: 'Jirón Las Flores 78',
    phone: '05117654321',
    mobilePhone: '51923456789',
    email: 'penablanca@yahoo.com',
  },
  {
    district: 'Distrito Lima Sur',
    centerName: 'Centro Materno Infantil Sur',
    address: 'Avenida Grau 2100',
    phone: '05113456789',
    mobilePhone: '51934567890',
    email: 'cmisur@hotmail.com',
  },
];

/**
 * This year's target populations (the coverage indicators' denominators): for each centre of {@link demoCenters}, by
 * index, its infants (age 0) and one-year-olds (age 1), sized to the few demo doses so that the page shows
 * coverage a person can read (real centres enter their census figures).
 */
export const demoTargetPopulations: readonly { center: number; ageInYears: number; population: number }[] = [
  { center: 0, ageInYears: 0, population: 8 },
  { center: 0, ageInYears: 1, population: 8 },
  { center: 1, ageInYears: 0, population: 12 },
  { center: 1, ageInYears: 1, population: 12 },
  { center: 2, ageInYears: 0, population: 4 },
  { center: 2, ageInYears: 1, population: 4 },
  { center: 3, ageInYears: 0, population: 10 },
  { center: 3, ageInYears: 1, population: 10 },
];

/** Every demo patient's `center` is their catchment centre, an index of {@link demoCenters}. */
export const demoAdults = [
  {
    firstName: 'José',
    lastname: 'Pérez',
    identityDocument: '45871236',
    dateOfBirth: '1984-03-12',
    email: 'jose.perez@gmail.com',
    center: 0,
  },
  {
    firstName: 'María',
    lastname: 'Peña',
    identityDocument: '40123987',
    dateOfBirth: '1979-07-30',
    email: 'maria.pena@hotmail.com',
    center: 1,
  },
  {
    firstName: 'Lucía',
    lastname: 'Ramírez',
    identityDocument: '71234569',
    dateOfBirth: '1995-11-02',
    email: 'lucia.ramirez@gmail.com',
    center: 2,
  },
  {
    firstName: 'Andrés',
    lastname: 'Núñez',
    identityDocument: '09876543',
    dateOfBirth: '1962-01-19',
    email: 'andres.nunez@yahoo.com',
    center: 3,
  },
  {
    firstName: 'Sofía',
    lastname: 'Castañeda',
    identityDocument: '123456789',
    dateOfBirth: '2000-05-25',
    email: 'sofia.castaneda@outlook.com',
    center: 0,
  },
  {
    firstName: 'Raúl',
    lastname: 'Muñoz',
    identityDocument: '654321',
    dateOfBirth: '1955-09-08',
    email: 'raul.munoz@gmail.com',
    center: 1,
  },
];

export const demoChildren = [
  {
    firstName: 'Mateo',
    lastname: 'Pérez',
    dateOfBirth: '2022-04-14',
    representative: '45871236',
    email: 'jose.perez@gmail.com',
    center: 3,
  },
  {
    firstName: 'Valentina',
    lastname: 'Peña',
    dateOfBirth: '2024-01-03',
    representative: '40123987',
    email: 'maria.pena@hotmail.com',
    center: 3,
  },
  ...scheduleChildren,
];

/** Doses as [patient document or child first name, batch, centre index, dose number, days ago]. */
export const demoDoses: readonly (readonly [string, string, number, number, number])[] = [
  ['45871236', 'PF-2026-001', 0, 1, 40],
  ['45871236', 'PF-2026-001', 0, 2, 19],
  ['40123987', 'PF-2026-002', 1, 1, 12],
  ['71234569', 'MD-2026-014', 0, 1, 8],
  ['09876543', 'FLU-2026-101', 1, 1, 5],
  ['123456789', 'FLU-2026-101', 2, 1, 3],
  ['654321', 'HB-2026-045', 3, 1, 2],
  ['Mateo', 'SRP-2026-033', 3, 1, 30],
  ['Valentina', 'HB-2026-045', 3, 1, 1],
  ['40123987', 'FLU-2026-101', 0, 1, 0],
  ...scheduleDoses,
];

/**
 * One adverse event report (ESAVI) on the first demo dose of {@link demoDoses}, its symptoms the day after: the
 * admin's 'ESAVI' page and the lot's count show one from the start.
 */
export const demoAdverseEvent = {
  dose: 0,
  daysAfterDose: 1,
  severity: 'mild',
  description: 'Dolor y enrojecimiento en el sitio de la inyección, sin fiebre',
  outcome: 'recovered',
} as const;
