import { formatDate } from '../../engine';
import { type Db, defineBehaviour, invalidData, type Values } from '../../engine/server';
import { patientObservations } from '../../entities/patient-observations';
import { readPatients } from '../programme/forecast-inputs';
import { refreshForecastsOf } from './dose-forecasts';

/** 400 when the observation would begin before the patient was born; nothing is written. */
const refuseBeforeBirth = async (db: Db, observation: Values) => {
  const [patient] = await readPatients(db, { ids: [Number(observation.patientId)] });
  if (!patient?.birthDate || String(observation.observationDate) >= patient.birthDate) return;
  throw invalidData({
    observationDate: `La fecha de la observación no puede ser anterior al nacimiento del paciente (${formatDate(patient.birthDate)})`,
  });
};

/**
 * A patient's observations: one may not begin before the patient's birth (the engine has checked
 * that the patient and the coded observation exist and are active, and that it ends on or after
 * it begins). Every write, deletion and restore recomputes the patient's stored forecast in the
 * write's transaction: an observation may make a group immune or contraindicated, or no longer.
 */
export const patientObservationBehaviour = defineBehaviour(patientObservations, {
  beforeChange: async ({ operation, values, original, context }) => {
    await refuseBeforeBirth(context.db, operation === 'create' ? values : { ...original, ...values });
    return values;
  },
  afterChange: ({ values, original, context }) => refreshForecastsOf(context.db, [original, values]),
  afterDelete: ({ original, context }) => refreshForecastsOf(context.db, [original]),
  afterRestore: ({ original, context }) => refreshForecastsOf(context.db, [original]),
});
