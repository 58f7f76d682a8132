import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context } from 'hono';
import { type RawBuilder, sql } from 'kysely';
import { isPlaceInScope } from '../../engine';
import { type ApiEnv, type Db, jsonBody, type Repository, readId, tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { emptyDoseNames } from './dose-names';
import { resourceNotFound } from './fhir-failure';
import { fhirNdjsonType } from './fhir-json';
import { doseScope } from './fhir-scope';
import { immunizationResource } from './immunization-resource';
import { immunizationRows } from './immunization-rows';
import { type PatientShape, patientResource } from './patient-resource';
import { invalidParam } from './search-params';

/**
 * Patients per query: each chunk's doses are one query too (about five doses a patient). A
 * small chunk is dead before the young generation is next collected; a thousand patients a
 * chunk lived on into the old one, whose garbage raised the server's peak memory by half.
 */
const chunkSize = 200;

const line = (resource: object) => `${JSON.stringify(resource)}\n`;

/** The ids of the centre's active patients after `after`, by id: a range of the index on the centre. */
const patientIdsAfter = async (db: Db, centerId: number, after: number) =>
  (
    await db
      .selectFrom(tableOf(patients))
      .select('id')
      .where('vaccinationCenterId', '=', centerId)
      .where('isActive', '=', 1)
      .where('id', '>', after)
      .orderBy('id')
      .limit(chunkSize)
      .execute()
  ).map((row) => Number(row.id));

/**
 * The export's lines in parts, a chunk of patients each: every active patient followed up at
 * the centre, by id (the patients' own sorted chunks, as their CSV export reads them), then
 * their doses of the caller's scope (`inScope`), cancelled ones too, patient by patient (the
 * doses' index on the patient), so the server holds a chunk at a time, whatever the centre's size.
 */
async function* ndjsonParts(
  repository: Repository,
  db: Db,
  options: { centerId: number; inScope: RawBuilder<unknown> },
): AsyncGenerator<string, string> {
  const { centerId, inScope } = options;
  const list = { where: { vaccinationCenterId: centerId } };
  for await (const rows of repository.sortedRows(patients, list, { sort: 'id', order: 'asc' }, { chunkSize })) {
    yield rows.map((row) => line(patientResource(row as PatientShape))).join('');
  }
  const names = emptyDoseNames();
  for (let ids = await patientIdsAfter(db, centerId, 0); ids.length > 0; ) {
    const doses = await immunizationRows(db, {
      where: sql`d."patientId" IN (${sql.join(ids)}) AND ${inScope}`,
      order: sql`d."patientId", d."id"`,
      names,
    });
    yield doses.map((row) => line(immunizationResource(row))).join('');
    const last = ids.at(-1) ?? 0;
    // A turn of the event loop between two chunks: requests that arrived meanwhile are read.
    await nextTurn();
    ids = ids.length < chunkSize ? [] : await patientIdsAfter(db, centerId, last);
  }
  return '';
}

/**
 * `GET /$export-centre?centerId=`: a centre's patients and their doses as FHIR resources, one
 * per line (`application/fhir+ndjson`, in the style of FHIR Bulk Data): every Patient line,
 * then every Immunization line, streamed with constant memory (docs/fhir.md). A centre outside
 * the caller's scope answers 404, as its Location does; the patients of one in scope are all in
 * it (their catchment centre is), and their doses are those given at the caller's centres.
 *
 * @example
 * router.get('/$export-centre', exportCentreRoute({ repository, db }));
 */
export const exportCenterRoute =
  ({ repository, db }: { repository: Repository; db: Db }) =>
  async (c: Context<ApiEnv>) => {
    const reading = readId(c.req.query('centerId'));
    if (!('id' in reading)) {
      throw invalidParam('centerId', 'El parámetro centerId es requerido y debe ser el id de un centro de salud');
    }
    const user = c.get('user');
    const center = isPlaceInScope(user.scope, reading.id)
      ? await db.selectFrom(tableOf(vaccinationCenters)).select('id').where('id', '=', reading.id).executeTakeFirst()
      : undefined;
    if (!center) throw resourceNotFound('El centro de salud');
    const inScope = doseScope(repository, user);
    const body = await jsonBody(ndjsonParts(repository, db, { centerId: reading.id, inScope }));
    return c.body(body, 200, { 'content-type': fhirNdjsonType, 'cache-control': 'no-store' });
  };
