import { countries, cvxCodes, manufacturers, schedule, vaccines } from './catalog.mjs';
import { districts, firstNames, streets, surnames } from './names.mjs';
import { districtOf, healthUserCenter, orgUnitRows, scopedAdmins } from './places.mjs';
import { firstStockBatch, scale } from './scale.mjs';
import { asciiLower, digits } from './text.mjs';

const cvxSystem = 'http://hl7.org/fhir/sid/cvx';
const open = 1;
const closed = 2;

/**
 * Countries, manufacturers, vaccines, the national schedule's rules, the organisation units,
 * centres (each in its district), health staff (each at a centre), the scoped admins and
 * batches, each with its id. User 1 is the admin the server creates at its first start (the
 * whole network); staff take ids from 2, the scoped admins the ids after them (places.mjs).
 * `hasCvxCodes`: the vaccines carry their CVX codes (catalog.mjs), for CDC's schedule.
 *
 * @param {{ random: import('../lib/prng.mjs').Random, calendar: import('./dates.mjs').Calendar, passwordHash: string, hasCvxCodes: boolean }} options
 */
export const referenceRows = ({ random, calendar, passwordHash, hasCvxCodes }) => ({
  countries: countries.map((nameCountry, index) => ({ id: index + 1, isActive: 1, nameCountry })),
  manufacturers: manufacturers.map(([manufacturerName, country], index) => ({
    id: index + 1,
    isActive: 1,
    manufacturerName,
    countryId: countries.indexOf(country) + 1,
  })),
  vaccines: vaccines.map(([vaccineName, maker, requiredDoses, doseIntervalDays, storageTemperature], index) => ({
    id: index + 1,
    isActive: 1,
    vaccineName,
    requiredDoses,
    doseIntervalDays,
    storageTemperature,
    manufacturerId: manufacturers.findIndex(([name]) => name === maker) + 1,
    ...(hasCvxCodes ? cvxColumnsOf(vaccineName) : {}),
  })),
  schedule_rules: vaccines.flatMap(([vaccineName], index) =>
    (schedule[vaccineName] ?? []).map(([minimum, recommended, overdue, maximum, interval], dose) => ({
      isActive: 1,
      vaccineId: index + 1,
      doseNumber: dose + 1,
      minimumAgeDays: minimum,
      recommendedAgeDays: recommended,
      overdueAgeDays: overdue,
      maximumAgeDays: maximum,
      minimumIntervalDays: interval,
    })),
  ),
  org_units: orgUnitRows(),
  vaccination_centers: districts.slice(0, scale.centers).map((district, index) => ({
    id: index + 1,
    isActive: 1,
    centerName: `Centro de Salud ${district}`,
    address: `${random.pick(streets)} ${random.int(100, 2999)} ${district}`,
    phone: `014${digits(random.int(0, 99_999_999), 8)}`,
    mobilePhone: `519${digits(random.int(0, 99_999_999), 8)}`,
    email: `centro.${asciiLower(district)}@gmail.com`,
    orgUnitId: districtOf(index + 1).id,
  })),
  users: [
    ...Array.from({ length: scale.healthUsers }, (_, index) => {
      const name = random.pick(firstNames);
      const lastname = random.pick(surnames);
      return {
        id: index + 2,
        isActive: 1,
        name,
        lastname,
        email: `${asciiLower(name)}.${asciiLower(lastname)}${index + 2}@gmail.com`,
        role: 'health',
        passwordHash,
        vaccinationCenterId: healthUserCenter(index),
        orgUnitId: null,
      };
    }),
    ...scopedAdmins.map(({ id, email, vaccinationCenterId, orgUnitId }) => ({
      id,
      isActive: 1,
      name: 'Administrador',
      lastname: 'de Zona',
      email,
      role: 'admin',
      passwordHash,
      vaccinationCenterId,
      orgUnitId,
    })),
  ],
  vaccine_batches: Array.from({ length: scale.batches }, (_, index) => batchRow({ id: index + 1, random, calendar })),
});

/** A vaccine's CVX code and its system, null for one without (every row has both columns). */
const cvxColumnsOf = (/** @type {string} */ vaccineName) => {
  const code = cvxCodes[vaccineName] ?? null;
  return { codeSystem: code === null ? null : cvxSystem, code };
};

/** @param {{ id: number, random: import('../lib/prng.mjs').Random, calendar: import('./dates.mjs').Calendar }} options */
const batchRow = ({ id, random, calendar }) => {
  const vaccineIndex = (id - 1) % vaccines.length;
  const isRegistration = id < firstStockBatch;
  const madeDaysAgo = random.int(30, 700);
  const shelfDays = isRegistration ? 1_000 + madeDaysAgo : random.int(180, 900);
  // A registration lot's vials are at every centre (dataset.mjs): its quantity is their sum.
  const initialQuantity = isRegistration ? scale.registrationStock * scale.centers : random.int(200, 600);
  return {
    id,
    isActive: 1,
    batchNumber: `${vaccines[vaccineIndex]?.[5]}-${calendar.date(-madeDaysAgo).slice(0, 4)}-${digits(id, 5)}`,
    vaccineId: vaccineIndex + 1,
    manufactureDate: calendar.date(-madeDaysAgo),
    expirationDate: calendar.date(shelfDays - madeDaysAgo),
    initialQuantity,
    availableQuantity: initialQuantity,
    status: isRegistration || random.chance(0.85) ? open : closed,
  };
};
