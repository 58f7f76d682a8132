import { Hono } from 'hono';
import { type ApiEnv, type Db, readId, type Store, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { resourceNotFound } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { type OrganizationRow, organizationResource } from './organization-resource';
import { countOf, positiveOf, referenceParamOf, startsWithConditions } from './search-params';
import { cursorSearchset } from './searchset';
import { textOrNull } from './stored-values';

/**
 * `GET /Organization/{id}` (a deleted unit too, `active: false`) and `GET /Organization?name=
 * &partof=&_count=`: the active organisation units by id, a page at a time in the database;
 * `name` starts the unit's name (without accents or case), `partof` is its parent (`2` or
 * `Organization/2`); `next` continues after the page (`_cursor`). Reference data: every staff
 * user reads the whole network, whatever their scope.
 */
export const organizationRoutes = ({ db, dialect }: Store) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const reading = readId(c.req.param('id'));
      const row = 'id' in reading ? await selectUnits(db).where('u.id', '=', reading.id).executeTakeFirst() : undefined;
      if (!row) throw resourceNotFound('La unidad organizativa');
      return fhirJson(c, organizationResource(unitRow(row)));
    })
    .get('/', async (c) => {
      const count = countOf(c.req.query('_count'));
      const after = positiveOf('_cursor', c.req.query('_cursor'), 0);
      const parentId = referenceParamOf({
        name: 'partof',
        type: 'Organization',
        what: 'una unidad organizativa',
        text: c.req.query('partof'),
      });
      let query = selectUnits(db).where('u.isActive', '=', 1).where('u.id', '>', after);
      if (parentId !== undefined) query = query.where('u.parentId', '=', parentId);
      for (const condition of startsWithConditions(dialect, 'u.name', c.req.queries('name') ?? [])) {
        query = query.where(condition);
      }
      const rows = (
        await query
          .orderBy('u.id')
          .limit(count + 1)
          .execute()
      ).map(unitRow);
      return fhirJson(
        c,
        cursorSearchset({ base: fhirBaseOf(c), url: c.req.url, rows, count, resourceOf: organizationResource }),
      );
    });

/** The units with their parent's name (one join by key). */
const selectUnits = (db: Db) =>
  db
    .selectFrom(`${tableOf(orgUnits)} as u`)
    .leftJoin(`${tableOf(orgUnits)} as p`, 'p.id', 'u.parentId')
    .select(['u.id', 'u.name', 'u.level', 'u.parentId', 'u.isActive', 'p.name as parentName']);

const unitRow = (row: Record<string, unknown>): OrganizationRow => ({
  id: Number(row.id),
  name: textOrNull(row.name),
  level: textOrNull(row.level),
  parentId: row.parentId === null || row.parentId === undefined ? null : Number(row.parentId),
  parentName: textOrNull(row.parentName),
  isActive: Number(row.isActive),
});
