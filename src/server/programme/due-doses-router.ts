import { Hono, type MiddlewareHandler } from 'hono';
import { staffRoles } from '../../domain/roles';
import type { ApiEnv, Db } from '../../engine/server';
import { ApiFailure, fieldErrorsOf, invalidData } from '../../engine/server';
import { dueDosesPage } from './due-doses-list';
import { dueDosesQuery } from './due-doses-schema';

const staff: readonly string[] = staffRoles;

const staffOnly: MiddlewareHandler<ApiEnv> = async function staffOnly(c, next) {
  if (!staff.includes(c.get('user').role)) throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
  await next();
};

/**
 * `GET /due-doses`: a page of a centre's upcoming or overdue doses, or of its children without
 * any dose, for every staff role (the health staff calls the patients). `today` is the caller's date, so the lists follow the
 * browser's calendar.
 */
export const dueDosesRouter = (db: Db) =>
  new Hono<ApiEnv>().get('/', staffOnly, async (c) => {
    const parsed = dueDosesQuery.safeParse(c.req.query());
    if (!parsed.success) throw invalidData(fieldErrorsOf(parsed.error));
    return c.json(await dueDosesPage(db, parsed.data));
  });
