import type { CdsiAssessment } from '../../../domain/cdsi/assessment-model';
import { today } from '../../../engine';
import { type Db, tableOf } from '../../../engine/server';
import { orgUnits } from '../../../entities/org-units';
import { type AssessedDose, assessPatient, readAssessedDoses } from '../../cdsi/patient-assessment';
import { readPatientObservations } from '../../cdsi/patient-observations';
import { readStoredSchedule, type StoredSchedule } from '../../cdsi/stored-schedule';
import { readPatients } from '../../programme/forecast-inputs';
import type { NamedAntigen } from './target-disease';

/** A patient's CDSi assessment as the FHIR resources are made of it. */
export type FhirAssessment = {
  patientId: number;
  /** The day it was computed on. */
  today: string;
  stored: StoredSchedule;
  doses: readonly AssessedDose[];
  assessment: CdsiAssessment;
  /** An antigen by its name, with its id (0 when the schedule no longer names it). */
  antigenOf: (name: string) => NamedAntigen;
};

/**
 * The CDSi evaluation and forecast of a patient today, as `GET /api/v1/patients/{id}/forecast`
 * computes it: the stored schedule, all their active doses (historical ones included) and the observations
 * they hold.
 * Undefined for a patient who does not exist, was deleted or has no birth date.
 *
 * @example
 * const assessed = await fhirAssessment(db, 7);
 */
export const fhirAssessment = async (db: Db, patientId: number): Promise<FhirAssessment | undefined> => {
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive || patient.birthDate === null) return undefined;
  const [stored, dosesOf, observationsOf] = await Promise.all([
    readStoredSchedule(db),
    readAssessedDoses(db, [patientId]),
    readPatientObservations(db, { ids: [patientId] }),
  ]);
  const doses = dosesOf.get(patientId) ?? [];
  const observations = observationsOf.get(patientId) ?? [];
  const day = today();
  return {
    patientId,
    today: day,
    stored,
    doses,
    assessment: assessPatient({ stored, birthDate: patient.birthDate, doses, observations, today: day }),
    antigenOf: (name) => stored.antigenByName.get(name) ?? { id: 0, name },
  };
};

/**
 * The programme's authority, FHIR's `authority` of an evaluation: the national unit, which runs
 * the schedule, as a reference with its name; undefined while the network has none.
 *
 * @example
 * await programmeAuthority(db) // { reference: 'Organization/1', display: 'Ministerio de Salud' }
 */
export const programmeAuthority = async (db: Db) => {
  const unit = await db
    .selectFrom(tableOf(orgUnits))
    .select(['id', 'name'])
    .where('level', '=', 'national')
    .where('isActive', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return unit ? { reference: `Organization/${unit.id}`, display: String(unit.name ?? '') } : undefined;
};
