import type { PanelObservation } from '../../domain/cdsi/panel/panel-patient';
import { type Db, tableOf } from '../../engine/server';
import { observations } from '../../entities/observations';
import { patientObservations } from '../../entities/patient-observations';

/**
 * The active observations (CDSi medical history) of some patients, by patient: each with its code
 * and the days it holds, whatever day the engine is asked about. By ids, or by a range of ids (a
 * chunk of the stored forecast's rebuild); the index on `patientId` either way.
 *
 * @example
 * const observationsOf = await readPatientObservations(db, { ids: [7] });
 * observationsOf.get(7) // [{ code: '007', observationDate: '2026-01-05', endDate: null }]
 */
export const readPatientObservations = async (
  db: Db,
  patients: { ids: readonly number[] } | { fromId: number; toId: number },
): Promise<Map<number, PanelObservation[]>> => {
  const observationsOf = new Map<number, PanelObservation[]>();
  if ('ids' in patients && patients.ids.length === 0) return observationsOf;
  let query = db
    .selectFrom(`${tableOf(patientObservations)} as held`)
    .innerJoin(`${tableOf(observations)} as coded`, 'coded.id', 'held.observationId')
    .select(['held.patientId', 'coded.observationCode', 'held.observationDate', 'held.endDate'])
    .where('held.isActive', '=', 1);
  query =
    'ids' in patients
      ? query.where('held.patientId', 'in', [...patients.ids])
      : query.where('held.patientId', '>=', patients.fromId).where('held.patientId', '<=', patients.toId);
  for (const row of await query.orderBy('held.id').execute()) {
    const patientId = Number(row.patientId);
    const observation = {
      code: String(row.observationCode),
      observationDate: String(row.observationDate),
      endDate: typeof row.endDate === 'string' && row.endDate !== '' ? row.endDate : null,
    };
    observationsOf.set(patientId, [...(observationsOf.get(patientId) ?? []), observation]);
  }
  return observationsOf;
};
