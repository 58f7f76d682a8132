import { patientForecast } from '../../domain/forecast';
import { type ForecastAnswer, forecastQuerySchema } from '../../domain/forecast-answer';
import { invalidTodayMessage, patientNotFoundMessage } from '../../domain/vaccination-card';
import { today as serverToday } from '../../engine';
import { ApiFailure, type RouteHandler, readId, tooLargeIdMessage } from '../../engine/server';
import { readActiveDoses, readCatalogue, readPatients } from './forecast-inputs';

/**
 * `GET /patients/:id/forecast?today=YYYY-MM-DD`: the patient's forecast computed now with the
 * pure `patientForecast`, from their active doses (historical ones included) and the active
 * rules, the same inputs the stored forecast is kept from. The patients' config declares the
 * route (whoever may read patients: the admin and the health staff); their behaviour answers
 * it with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { forecast: forecastRoute } });
 */
export const forecastRoute: RouteHandler = async (c, { db }) => {
  const patientId = patientIdOf(c.req.param('id') ?? '');
  const query = forecastQuerySchema.safeParse(c.req.query());
  if (!query.success) throw new ApiFailure(400, invalidTodayMessage, { today: invalidTodayMessage });
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive) throw new ApiFailure(404, patientNotFoundMessage);
  const [catalogue, doses] = await Promise.all([
    readCatalogue(db),
    readActiveDoses(db, { fromId: patientId, toId: patientId }),
  ]);
  const { birthDate } = patient;
  const answer: ForecastAnswer = {
    items:
      birthDate === null
        ? []
        : patientForecast({
            birthDate,
            ...catalogue,
            doses: doses.map((dose) => ({ ...dose, isActive: true })),
            today: query.data.today ?? serverToday(),
          }),
  };
  return c.json(answer);
};

const patientIdOf = (text: string) => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, patientNotFoundMessage);
};
