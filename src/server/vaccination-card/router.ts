import { Hono } from 'hono';
import { invalidTodayMessage, patientNotFoundMessage, vaccinationCardQuerySchema } from '../../domain/vaccination-card';
import { today as serverToday } from '../../engine';
import type { Db } from '../../engine/server';
import { type ApiEnv, ApiFailure, allow, readId, tooLargeIdMessage } from '../../engine/server';
import { patients } from '../../entities/patients';
import { vaccinationCardOf } from './card';
import { findCardDoses, findCardPatient } from './queries';

/**
 * `GET /:id/vaccination-card?today=YYYY-MM-DD`, mounted under `/patients`: a patient's data,
 * their representative and each vaccine they received with its active doses and schedule.
 * Whoever may read patients may read their card (the admin and the health staff).
 *
 * @example
 * api.route('/patients', vaccinationCardRouter(store.db));
 */
export const vaccinationCardRouter = (db: Db) =>
  new Hono<ApiEnv>().get('/:id/vaccination-card', allow(patients.access, 'read'), async (c) => {
    const patientId = patientIdOf(c.req.param('id'));
    const query = vaccinationCardQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiFailure(400, invalidTodayMessage, { today: invalidTodayMessage });
    const patient = await findCardPatient(db, patientId);
    if (!patient) throw new ApiFailure(404, patientNotFoundMessage);
    const doses = await findCardDoses(db, patientId);
    return c.json(vaccinationCardOf({ patient, doses, today: query.data.today ?? serverToday() }));
  });

const patientIdOf = (text: string) => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, patientNotFoundMessage);
};
