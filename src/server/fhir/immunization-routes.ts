import { Hono } from 'hono';
import { sql } from 'kysely';
import { type ApiEnv, type Db, readId } from '../../engine/server';
import { resourceNotFound } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { immunizationResource } from './immunization-resource';
import { immunizationRows } from './immunization-rows';
import { countOf, patientParamOf, positiveOf } from './search-params';
import { cursorSearchset } from './searchset';

/**
 * `GET /Immunization/{id}` and `GET /Immunization?patient={id}&_count=`: the patient's doses,
 * cancelled ones too (`entered-in-error`), by id, a page at a time through the doses' index
 * on the patient; `next` continues after the page's last dose (`_cursor`).
 */
export const immunizationRoutes = (db: Db) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const reading = readId(c.req.param('id'));
      const [row] =
        'id' in reading ? await immunizationRows(db, { where: sql`d."id" = ${reading.id}`, order: sql`d."id"` }) : [];
      if (!row) throw resourceNotFound('La inmunización');
      return fhirJson(c, immunizationResource(row));
    })
    .get('/', async (c) => {
      const patientId = patientParamOf(c.req.query('patient'));
      const count = countOf(c.req.query('_count'));
      const after = positiveOf('_cursor', c.req.query('_cursor'), 0);
      const rows = await immunizationRows(db, {
        where: sql`d."patientId" = ${patientId} AND d."id" > ${after}`,
        order: sql`d."id"`,
        limit: count + 1,
      });
      return fhirJson(
        c,
        cursorSearchset({ base: fhirBaseOf(c), url: c.req.url, rows, count, resourceOf: immunizationResource }),
      );
    });
