import { Hono } from 'hono';
import type { z } from 'zod';
import { staffReads } from '../../domain/roles';
import type { ApiEnv, Db } from '../../engine/server';
import { allow, fieldErrorsOf, invalidData } from '../../engine/server';
import { coverageItems } from './coverage';
import { dropoutItems } from './dropout';
import { coverageQuery, dropoutQuery, wastageQuery, zeroDoseQuery } from './indicator-query';
import { wastageByMonth, wastageByReason, wastageItems } from './wastage';
import { zeroDoseItems } from './zero-dose';

/** Both staff roles read the indicators. */
const staffOnly = allow(staffReads, 'read');

/** The query string parsed by its schema, or 400 with a Spanish message per parameter. */
const parsed = <T extends z.ZodType>(schema: T, query: Record<string, string>): z.output<T> => {
  const result = schema.safeParse(query);
  if (!result.success) throw invalidData(fieldErrorsOf(result.error));
  return result.data;
};

/**
 * The programme's indicators (`GET /indicators/coverage`, `/dropout`, `/zero-dose`, `/wastage`
 * and its `/by-month` and `/by-reason`), for every
 * staff role: each parses its query, computes in the database, and answers `{ items }`.
 *
 * @example
 * api.route('/indicators', indicatorsRouter(store.db));
 */
export const indicatorsRouter = (db: Db) =>
  new Hono<ApiEnv>()
    .get('/coverage', staffOnly, async (c) =>
      c.json({ items: await coverageItems(db, parsed(coverageQuery, c.req.query())) }),
    )
    .get('/dropout', staffOnly, async (c) =>
      c.json({ items: await dropoutItems(db, parsed(dropoutQuery, c.req.query())) }),
    )
    .get('/zero-dose', staffOnly, async (c) =>
      c.json({ items: await zeroDoseItems(db, parsed(zeroDoseQuery, c.req.query())) }),
    )
    .get('/wastage', staffOnly, async (c) =>
      c.json({ items: await wastageItems(db, parsed(wastageQuery, c.req.query())) }),
    )
    .get('/wastage/by-month', staffOnly, async (c) =>
      c.json({ items: await wastageByMonth(db, parsed(wastageQuery, c.req.query())) }),
    )
    .get('/wastage/by-reason', staffOnly, async (c) =>
      c.json({ items: await wastageByReason(db, parsed(wastageQuery, c.req.query())) }),
    );
