import { sql } from 'kysely';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { users } from '../../entities/users';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { vaccineBatches } from '../../entities/vaccine-batches';

/** An active patient's row with their representative's, as one query reads them. */
export type PatientRow = {
  id: number;
  firstName: string | null;
  lastname: string | null;
  identityDocument: string | null;
  mobilePhone: string | null;
  isChild: number | null;
  dateOfBirth: string | null;
  address: string | null;
  representativeId: number | null;
  representativeFirstName: string | null;
  representativeLastname: string | null;
  representativeDocument: string | null;
  representativePhone: string | null;
};

/**
 * An active dose of a patient with its vaccine's id, its lot (none when historical) and the lot's expiry (CDSi's
 * sub-standard dose), centre and professional.
 */
export type DoseRow = {
  id: number;
  doseNumber: number;
  applicationDateTime: string | null;
  isHistorical: number | boolean | null;
  overrideReason: string | null;
  batchNumber: string | null;
  batchExpirationDate: string | null;
  vaccineId: number;
  centerName: string | null;
  professionalName: string | null;
  professionalLastname: string | null;
};

const ref = (path: string) => sql.ref(path);
const as = (column: string) => sql.id(column);

/**
 * The active patient of this id and their representative, by primary key; undefined when
 * there is none (or it was deleted).
 */
export const findCardPatient = async (db: Db, patientId: number): Promise<PatientRow | undefined> => {
  const result = await sql<PatientRow>`
    SELECT ${ref('p.id')}, ${ref('p.firstName')}, ${ref('p.lastname')}, ${ref('p.identityDocument')},
      ${ref('p.mobilePhone')}, ${ref('p.isChild')}, ${ref('p.dateOfBirth')}, ${ref('p.address')},
      ${ref('r.id')} AS ${as('representativeId')}, ${ref('r.firstName')} AS ${as('representativeFirstName')},
      ${ref('r.lastname')} AS ${as('representativeLastname')},
      ${ref('r.identityDocument')} AS ${as('representativeDocument')},
      ${ref('r.mobilePhone')} AS ${as('representativePhone')}
    FROM ${sql.table(tableOf(patients))} AS ${as('p')}
    LEFT JOIN ${sql.table(tableOf(patients))} AS ${as('r')} ON ${ref('r.id')} = ${ref('p.representativeId')}
    WHERE ${ref('p.id')} = ${patientId} AND ${ref('p.isActive')} = 1`.execute(db);
  return result.rows[0];
};

/**
 * A patient's active doses, each with what the card shows of it; a historical dose, which names
 * its vaccine and takes no lot, too. Reads the doses through the index on `patientId` (on
 * PostgreSQL `(patientId, isActive, id)`), then each one's batch, centre and user by primary
 * key: a few rows whatever the size of the tables. The vaccines come from the forecast's
 * catalogue.
 */
export const findCardDoses = async (db: Db, patientId: number): Promise<DoseRow[]> =>
  (await cardDosesQuery(patientId).execute(db)).rows;

/** The statement {@link findCardDoses} runs, for a look at its plan. */
export const cardDosesQuery = (patientId: number) => sql<DoseRow>`
    SELECT ${ref('d.id')}, ${ref('d.doseNumber')}, ${ref('d.applicationDateTime')}, ${ref('d.isHistorical')},
      ${ref('d.overrideReason')}, ${ref('d.vaccineId')}, ${ref('b.batchNumber')},
      ${ref('b.expirationDate')} AS ${as('batchExpirationDate')}, ${ref('c.centerName')},
      ${ref('u.name')} AS ${as('professionalName')}, ${ref('u.lastname')} AS ${as('professionalLastname')}
    FROM ${sql.table(tableOf(appliedDoses))} AS ${as('d')}
    LEFT JOIN ${sql.table(tableOf(vaccineBatches))} AS ${as('b')} ON ${ref('b.id')} = ${ref('d.vaccineBatchId')}
    LEFT JOIN ${sql.table(tableOf(vaccinationCenters))} AS ${as('c')} ON ${ref('c.id')} = ${ref('d.vaccinationCenterId')}
    LEFT JOIN ${sql.table(tableOf(users))} AS ${as('u')} ON ${ref('u.id')} = ${ref('d.applyingUserId')}
    WHERE ${ref('d.patientId')} = ${patientId} AND ${ref('d.isActive')} = 1`;
