import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { ApiFailure } from '../engine/server/api-error';
import type { ApiEnv } from '../engine/server/auth-guard';
import { readId } from '../engine/server/ids';
import type { Repository } from '../engine/server/repository';
import { appliedDoses, vaccineBatches } from '../entities';

const staff = ['admin', 'health'];

const staffOnly: MiddlewareHandler<ApiEnv> = async function staffOnly(c, next) {
  if (!staff.includes(c.get('user').role)) throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
  await next();
};

const json = { 'content-type': 'application/json; charset=UTF-8' };

/**
 * The home page's reports: a centre's active doses (the client counts them per vaccine) and
 * the active batches with their vials.
 */
export const reportsRouter = (repository: Repository) =>
  new Hono<ApiEnv>()
    .get('/doses-applied', staffOnly, async (c) => {
      const center = readId(c.req.query('centerId'));
      if (!('id' in center)) {
        throw new ApiFailure(400, 'Debe seleccionar un centro de salud válido', {
          centerId: 'Debe seleccionar un centro de salud válido',
        });
      }
      const items = await repository.listJson(appliedDoses, { where: { vaccinationCenterId: center.id } });
      return c.body(`{"items":${items}}`, 200, json);
    })
    .get('/vaccine-batch-availability', staffOnly, async (c) =>
      c.body(await repository.listJson(vaccineBatches), 200, json),
    );
