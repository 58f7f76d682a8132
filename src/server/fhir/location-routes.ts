import { Hono } from 'hono';
import { isPlaceInScope } from '../../engine';
import { type ApiEnv, type Db, readId, type Store, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { resourceNotFound } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { type LocationRow, locationResource } from './location-resource';
import { countOf, positiveOf, referenceParamOf, startsWithConditions } from './search-params';
import { cursorSearchset } from './searchset';
import { textOrNull } from './stored-values';

/**
 * `GET /Location/{id}` (a deleted centre too, `inactive`) and `GET /Location?name=
 * &organization=&_count=`: the active vaccination centres by id, a page at a time in the
 * database; `name` starts the centre's name (without accents or case), `organization` is its
 * district (`3` or `Organization/3`); `next` continues after the page (`_cursor`). A user
 * finds only the centres of their scope, and reads another as one that does not exist (404).
 */
export const locationRoutes = ({ db, dialect }: Store) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const reading = readId(c.req.param('id'));
      const id = 'id' in reading && isPlaceInScope(c.get('user').scope, reading.id) ? reading.id : undefined;
      const row = id === undefined ? undefined : await selectCenters(db).where('v.id', '=', id).executeTakeFirst();
      if (!row) throw resourceNotFound('El centro de salud');
      return fhirJson(c, locationResource(centerRow(row)));
    })
    .get('/', async (c) => {
      const { scope } = c.get('user');
      const count = countOf(c.req.query('_count'));
      const after = positiveOf('_cursor', c.req.query('_cursor'), 0);
      const districtId = referenceParamOf({
        name: 'organization',
        type: 'Organization',
        what: 'una unidad organizativa',
        text: c.req.query('organization'),
      });
      let query = selectCenters(db).where('v.isActive', '=', 1).where('v.id', '>', after);
      if (!scope.isAll) query = query.where('v.id', 'in', [...scope.places]);
      if (districtId !== undefined) query = query.where('v.orgUnitId', '=', districtId);
      for (const condition of startsWithConditions(dialect, 'v.centerName', c.req.queries('name') ?? [])) {
        query = query.where(condition);
      }
      // A scope without centres finds none: nothing to ask (and `IN ()` is no SQL).
      const isEmpty = !scope.isAll && scope.places.length === 0;
      const rows = isEmpty
        ? []
        : (
            await query
              .orderBy('v.id')
              .limit(count + 1)
              .execute()
          ).map(centerRow);
      return fhirJson(
        c,
        cursorSearchset({ base: fhirBaseOf(c), url: c.req.url, rows, count, resourceOf: locationResource }),
      );
    });

/** The centres with their district's name (one join by key). */
const selectCenters = (db: Db) =>
  db
    .selectFrom(`${tableOf(vaccinationCenters)} as v`)
    .leftJoin(`${tableOf(orgUnits)} as u`, 'u.id', 'v.orgUnitId')
    .select([
      'v.id',
      'v.centerName',
      'v.address',
      'v.phone',
      'v.mobilePhone',
      'v.email',
      'v.orgUnitId',
      'v.isActive',
      'u.name as orgUnitName',
    ]);

const centerRow = (row: Record<string, unknown>): LocationRow => ({
  id: Number(row.id),
  centerName: textOrNull(row.centerName),
  address: textOrNull(row.address),
  phone: textOrNull(row.phone),
  mobilePhone: textOrNull(row.mobilePhone),
  email: textOrNull(row.email),
  orgUnitId: row.orgUnitId === null || row.orgUnitId === undefined ? null : Number(row.orgUnitId),
  orgUnitName: textOrNull(row.orgUnitName),
  isActive: Number(row.isActive),
});
