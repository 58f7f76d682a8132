import { patientForecast } from '../../domain/forecast';
import type { ForecastAnswer } from '../../domain/forecast-answer';
import type { patientRoutes } from '../../domain/patient-routes';
import { patientNotFoundMessage } from '../../domain/vaccination-card';
import { today as serverToday } from '../../engine';
import { ApiFailure, answer, type HandlerOf, readId, tooLargeIdMessage } from '../../engine/server';
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
export const forecastRoute: HandlerOf<typeof patientRoutes, 'forecast'> = async ({ params, query }, { db }) => {
  const patientId = patientIdOf(params.id ?? '');
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive) throw new ApiFailure(404, patientNotFoundMessage);
  const [catalogue, doses] = await Promise.all([
    readCatalogue(db),
    readActiveDoses(db, { fromId: patientId, toId: patientId }),
  ]);
  const { birthDate } = patient;
  const forecast: ForecastAnswer = {
    items:
      birthDate === null
        ? []
        : patientForecast({
            birthDate,
            ...catalogue,
            doses: doses.map((dose) => ({ ...dose, isActive: true })),
            today: query.today ?? serverToday(),
          }),
  };
  return answer(200, forecast);
};

const patientIdOf = (text: string) => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, patientNotFoundMessage);
};
