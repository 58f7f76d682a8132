import { Hono } from 'hono';
import { sql } from 'kysely';
import { type ApiEnv, type Db, type Repository, readId } from '../../engine/server';
import { resourceNotFound } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { auditPatientRead, doseScope, isPatientReadable } from './fhir-scope';
import { immunizationResource } from './immunization-resource';
import { immunizationRows } from './immunization-rows';
import { countOf, patientParamOf, positiveOf } from './search-params';
import { cursorSearchset } from './searchset';

/**
 * `GET /Immunization/{id}` and `GET /Immunization?patient={id}&_count=`: the patient's doses,
 * cancelled ones too (`entered-in-error`), by id, a page at a time through the doses' index
 * on the patient; `next` continues after the page's last dose (`_cursor`). Only the doses of the
 * caller's scope (given at one of their centres, in the query's SQL): another's reads as one
 * that does not exist (404). A patient outside the scope finds none (an empty searchset, as
 * FHIR's security page has a search omit what the user may not see); the search of one in
 * scope leaves the patient's audit entry `read`.
 */
export const immunizationRoutes = ({ db, repository }: { db: Db; repository: Repository }) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const reading = readId(c.req.param('id'));
      const inScope = doseScope(repository, c.get('user'));
      const [row] =
        'id' in reading
          ? await immunizationRows(db, { where: sql`d."id" = ${reading.id} AND ${inScope}`, order: sql`d."id"` })
          : [];
      if (!row) throw resourceNotFound('La inmunización');
      return fhirJson(c, immunizationResource(row));
    })
    .get('/', async (c) => {
      const patientId = patientParamOf(c.req.query('patient'));
      const count = countOf(c.req.query('_count'));
      const after = positiveOf('_cursor', c.req.query('_cursor'), 0);
      const reader = { db, repository, user: c.get('user') };
      const isReadable = await isPatientReadable(reader, patientId);
      const rows = isReadable
        ? await immunizationRows(db, {
            where: sql`d."patientId" = ${patientId} AND d."id" > ${after} AND ${doseScope(repository, reader.user)}`,
            order: sql`d."id"`,
            limit: count + 1,
          })
        : [];
      if (isReadable) await auditPatientRead(reader, { id: patientId, route: `${c.req.path}?patient=${patientId}` });
      return fhirJson(
        c,
        cursorSearchset({ base: fhirBaseOf(c), url: c.req.url, rows, count, resourceOf: immunizationResource }),
      );
    });
