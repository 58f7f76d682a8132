import { sql } from 'kysely';
import { createRegistry, programmeDayOf, programmeToday } from '../engine';
import type { Store } from '../engine/server';
import { createRepository, exclusiveTransaction, tableOf, toColumns } from '../engine/server';
import { entities } from '../entities';
import { adverseEvents } from '../entities/adverse-events';
import { antigens } from '../entities/antigens';
import { appliedDoses } from '../entities/applied-doses';
import { countries } from '../entities/countries';
import { manufacturers } from '../entities/manufacturers';
import { orgUnits } from '../entities/org-units';
import { patients } from '../entities/patients';
import { scheduleRules } from '../entities/schedule-rules';
import { targetPopulations } from '../entities/target-populations';
import { users } from '../entities/users';
import { vaccinationCenters } from '../entities/vaccination-centers';
import { vaccineBatches } from '../entities/vaccine-batches';
import { vaccineGroups } from '../entities/vaccine-groups';
import { vaccines } from '../entities/vaccines';
import { hashPassword } from './auth/passwords';
import { childIdentifier } from './behaviours/patients';
import { demoAntigens, demoVaccineAntigens, demoVaccineGroups } from './cdsi/demo-antigens';
import {
  demoAdults,
  demoAdverseEvent,
  demoBatches,
  demoCenters,
  demoChildren,
  demoCountries,
  demoDoses,
  demoManufacturers,
  demoOrgUnits,
  demoTargetPopulations,
  demoUserPlaces,
  demoUsers,
  demoVaccines,
} from './demo-data';
import { demoScheduleRules } from './demo-schedule';

const isoDate = (date: Date) => programmeDayOf(date);

const monthsFromToday = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDate(date);
};

const ageOn = (dateOfBirth: string) => {
  const today = programmeToday();
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return String(today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years);
};

const lookup = <K, V>(map: Map<K, V>, key: K): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to a missing ${String(key)}`);
  return value;
};

export const hasUsers = async (store: Store) =>
  (await store.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

/**
 * Creates an account unless one with that e-mail exists, and returns its id. Safe when several
 * processes ask for the same account at once: the unique e-mail decides, the others find it.
 */
export const ensureUser = async (
  store: Store,
  user: { name: string; lastname: string; email: string; password: string; role: string },
) => {
  const email = user.email.toLowerCase();
  const findId = async () =>
    (await store.db.selectFrom(tableOf(users)).select('id').where('email', '=', email).executeTakeFirst())?.id;
  const existing = await findId();
  if (existing !== undefined) return Number(existing);
  const { password, ...profile } = user;
  await store.db
    .insertInto(tableOf(users))
    .values({ ...profile, email, passwordHash: await hashPassword(password), isActive: 1 })
    // The target names the partial unique index on active rows' e-mails (its predicate included).
    .onConflict((conflict) =>
      conflict
        .column('email')
        .where(sql.ref('isActive'), '=', sql.lit(1))
        .where(sql.ref('email'), 'is not', null)
        .doNothing(),
    )
    .execute();
  return Number(await findId());
};

/**
 * Fills an empty database with the demo accounts and realistic sample data for every
 * entity, in one exclusive transaction.
 */
export const seedDemoData = async (store: Store) => {
  const repository = createRepository({ store, registry: createRegistry(entities) });
  await exclusiveTransaction(store, async (locked) => {
    const { db } = locked;
    const userIds: number[] = [];
    for (const user of demoUsers) userIds.push(await ensureUser(locked, user));
    const insert = (entity: Parameters<typeof repository.insert>[0], columns: Record<string, unknown>) =>
      repository.insert(entity, toColumns(entity, columns), db);
    const countryIds = new Map<string, number>();
    for (const nameCountry of demoCountries) countryIds.set(nameCountry, await insert(countries, { nameCountry }));
    const manufacturerIds = new Map<string, number>();
    for (const { country, ...manufacturer } of demoManufacturers) {
      const id = await insert(manufacturers, { ...manufacturer, countryId: lookup(countryIds, country) });
      manufacturerIds.set(manufacturer.manufacturerName, id);
    }
    const vaccineIds = new Map<string, number>();
    for (const { manufacturer, ...vaccine } of demoVaccines) {
      const id = await insert(vaccines, { ...vaccine, manufacturerId: lookup(manufacturerIds, manufacturer) });
      vaccineIds.set(vaccine.vaccineName, id);
    }
    for (const { vaccine, ...rule } of demoScheduleRules) {
      await insert(scheduleRules, { ...rule, vaccineId: lookup(vaccineIds, vaccine) });
    }
    const groupIds = new Map<string, number>();
    for (const group of demoVaccineGroups) groupIds.set(group.groupName, await insert(vaccineGroups, group));
    for (const { antigenName, group, document } of demoAntigens((name) => `#${lookup(vaccineIds, name)}`)) {
      const vaccineGroupId = lookup(groupIds, group);
      await insert(antigens, { antigenName, vaccineGroupId, definition: JSON.stringify(document) });
    }
    for (const [vaccineName, covered] of Object.entries(demoVaccineAntigens)) {
      await db
        .updateTable(tableOf(vaccines))
        .set({ antigens: covered })
        .where('id', '=', lookup(vaccineIds, vaccineName))
        .execute();
    }
    const dosesPerBatch = new Map<string, number>();
    for (const [, batch] of demoDoses) dosesPerBatch.set(batch, (dosesPerBatch.get(batch) ?? 0) + 1);
    const batchIds = new Map<string, number>();
    const batchVaccineIds = new Map<string, number>();
    for (const batch of demoBatches) {
      const id = await insert(vaccineBatches, {
        batchNumber: batch.batchNumber,
        vaccineId: lookup(vaccineIds, batch.vaccine),
        manufactureDate: monthsFromToday(-batch.madeMonthsAgo),
        expirationDate: monthsFromToday(batch.expiresInMonths),
        initialQuantity: batch.initialQuantity,
        availableQuantity: batch.initialQuantity - (dosesPerBatch.get(batch.batchNumber) ?? 0),
        status: batch.status,
        adverseEventCount: 0,
      });
      batchIds.set(batch.batchNumber, id);
      batchVaccineIds.set(batch.batchNumber, lookup(vaccineIds, batch.vaccine));
    }
    const unitIds = new Map<string, number>();
    for (const { parent, ...unit } of demoOrgUnits) {
      unitIds.set(
        unit.name,
        await insert(orgUnits, { ...unit, parentId: parent === null ? null : lookup(unitIds, parent) }),
      );
    }
    const centerIds: number[] = [];
    const centerIdsByName = new Map<string, number>();
    for (const { district, ...center } of demoCenters) {
      const id = await insert(vaccinationCenters, { ...center, orgUnitId: lookup(unitIds, district) });
      centerIds.push(id);
      centerIdsByName.set(center.centerName, id);
    }
    for (const [email, place] of Object.entries(demoUserPlaces)) {
      const scope =
        'center' in place
          ? { vaccinationCenterId: lookup(centerIdsByName, place.center) }
          : { orgUnitId: lookup(unitIds, place.unit) };
      await db.updateTable(tableOf(users)).set(scope).where('email', '=', email).execute();
    }
    const year = Number(programmeToday().slice(0, 4));
    for (const { center, ...population } of demoTargetPopulations) {
      await insert(targetPopulations, { ...population, year, vaccinationCenterId: centerIds[center] });
    }
    const patientIds = new Map<string, number>();
    for (const [index, { center, ...adult }] of demoAdults.entries()) {
      const id = await insert(patients, {
        ...adult,
        vaccinationCenterId: centerIds[center],
        age: ageOn(adult.dateOfBirth),
        isChild: false,
        mobilePhone: `5199900${String(1000 + index)}`,
        address: `Calle Los Pinos ${100 + index * 7}`,
      });
      patientIds.set(adult.identityDocument, id);
    }
    // The children are written within the same milliseconds, where two random identifiers may meet: each
    // gets one no child before it took.
    const given = new Set<string>();
    const freeChildIdentifier = () => {
      let candidate = childIdentifier();
      while (given.has(candidate)) candidate = childIdentifier();
      given.add(candidate);
      return candidate;
    };
    for (const child of demoChildren) {
      const representativeId = lookup(patientIds, child.representative);
      const { representative: _, center, ...profile } = child;
      const id = await insert(patients, {
        ...profile,
        vaccinationCenterId: centerIds[center],
        identityDocument: freeChildIdentifier(),
        age: ageOn(child.dateOfBirth),
        isChild: true,
        representativeId,
        mobilePhone: '51999001000',
        address: 'Calle Los Pinos 100',
      });
      patientIds.set(child.firstName, id);
    }
    const doseIds: number[] = [];
    for (const [patient, batch, center, doseNumber, daysAgo] of demoDoses) {
      const dose = toColumns(appliedDoses, {
        patientId: lookup(patientIds, patient),
        vaccineBatchId: lookup(batchIds, batch),
        vaccineId: lookup(batchVaccineIds, batch),
        isHistorical: false,
        vaccinationCenterId: centerIds[center],
        applyingUserId: userIds[1 + (doseNumber % 2)],
        doseNumber,
        observations: daysAgo === 0 ? 'Sin reacciones adversas' : '',
        applicationDateTime: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        // The health account entered every demo dose, its colleague's second doses too.
        recordedByUserId: userIds[1],
      });
      doseIds.push(await repository.insert(appliedDoses, dose, db));
    }
    const { dose, daysAfterDose, ...report } = demoAdverseEvent;
    const doseDaysAgo = demoDoses[dose]?.[4] ?? 0;
    await insert(adverseEvents, {
      ...report,
      appliedDoseId: doseIds[dose],
      onsetDate: isoDate(new Date(Date.now() - (doseDaysAgo - daysAfterDose) * 86_400_000)),
      reportedByUserId: userIds[1],
    });
  });
};
