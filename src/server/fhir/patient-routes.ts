import { Hono } from 'hono';
import { type ApiEnv, type Db, type Repository, readId } from '../../engine/server';
import { patients } from '../../entities/patients';
import { resourceNotFound } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { auditPatientRead, isPatientReadable, patientListScope, patientOutOfScope } from './fhir-scope';
import { type PatientShape, patientResource } from './patient-resource';
import { patientFilter } from './patient-search';
import { countOf, positiveOf } from './search-params';
import { searchset, withParams } from './searchset';

/**
 * `GET /Patient/{id}` (a deleted patient too, `active: false`) and `GET /Patient?identifier=
 * &name=&birthdate=&_count=&_page=`: a searchset of the active patients, by id, read through the
 * patients' own paged list (its search and sort indexes), so a page costs the same at a
 * million patients; `next` links to the following page while there is one. Only the caller's
 * patients (the patients' scope rule, in the list's SQL): another's, read by id, answers 403
 * `forbidden` until a grant (`POST /api/v1/patients/{id}/access`), and every read of a record
 * leaves its audit entry `read`, as the REST record does.
 */
export const patientRoutes = ({ db, repository }: { db: Db; repository: Repository }) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const reading = readId(c.req.param('id'));
      const id = 'id' in reading ? reading.id : undefined;
      const row = id === undefined ? undefined : await repository.findShape(patients, id);
      if (id === undefined || !row) throw resourceNotFound('El paciente');
      const reader = { db, repository, user: c.get('user') };
      if (!(await isPatientReadable(reader, id))) throw patientOutOfScope();
      await auditPatientRead(reader, { id, route: c.req.path });
      return fhirJson(c, patientResource(row as PatientShape));
    })
    .get('/', async (c) => {
      const count = countOf(c.req.query('_count'));
      const page = positiveOf('_page', c.req.query('_page'), 1);
      const filter = await patientFilter(db, {
        name: c.req.queries('name') ?? [],
        birthdate: c.req.queries('birthdate') ?? [],
        identifier: c.req.queries('identifier') ?? [],
      });
      const scope = patientListScope(repository, c.get('user'));
      const list = scope ? { ...filter, scope } : filter;
      const answer = JSON.parse(
        await repository.listPageJson(patients, list, { sort: 'id', order: 'asc', page, pageSize: count }),
      ) as { items: PatientShape[]; total: number; totalIsCapped: boolean };
      // A searched list counts up to 1,000 rows: past them, a full page may have more after it.
      const hasMore = answer.totalIsCapped ? answer.items.length === count : page * count < answer.total;
      return fhirJson(
        c,
        searchset({
          base: fhirBaseOf(c),
          resources: answer.items.map(patientResource),
          self: c.req.url,
          next: hasMore ? withParams(c.req.url, { _page: String(page + 1), _count: String(count) }) : undefined,
          total: answer.totalIsCapped ? undefined : answer.total,
        }),
      );
    });
