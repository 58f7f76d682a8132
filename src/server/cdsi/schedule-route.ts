import type { antigenRoutes } from '../../domain/cdsi/antigen-routes';
import { answer, type HandlerOf } from '../../engine/server';
import { scheduleVersion } from './schedule-version';
import { readStoredSchedule } from './stored-schedule';

/**
 * `GET /antigens/schedule`: the stored CDSi schedule in the engine's model, its version and each
 * vaccine's product key, for the dose form's check before sending (it keeps it while the version
 * holds). The antigens' config declares the route (whoever may read antigens); their behaviour
 * answers it with this handler.
 *
 * @example
 * defineBehaviour(antigens, { routes: { schedule: scheduleRoute } });
 */
export const scheduleRoute: HandlerOf<typeof antigenRoutes, 'schedule'> = async (_input, { db }) => {
  const [version, stored] = await Promise.all([scheduleVersion(db), readStoredSchedule(db)]);
  return answer(200, {
    version,
    schedule: stored.schedule,
    productKeys: [...stored.productKeyById].map(([vaccineId, key]) => ({ vaccineId, key })),
  });
};
