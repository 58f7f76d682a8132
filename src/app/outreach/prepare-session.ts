import type { AnyEntity, DataProvider, EntityRow, ListParams } from '../../engine';
import { today } from '../../engine';
import { patients } from '../../entities/patients';
import { scheduleRules } from '../../entities/schedule-rules';
import { users } from '../../entities/users';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { type DueKind, fetchDueDoses } from '../home/due-doses-api';
import { isLocalId } from '../outbox/outbox-entry';
import { addKeptRows, currentSession, keepRows, keptRows, saveSession } from './kept-data';
import type { OfflineDb } from './offline-db';

/** The API's largest page: a centre's lists fit in one. */
const pageSize = 200;
const dueKinds: readonly DueKind[] = ['overdue', 'upcoming', 'zero-dose'];

export type PreparedCounts = { patients: number; batches: number };

/**
 * Prepares an outreach session for a centre while online: keeps on the device, with the time
 * taken, the usable lots (open, unexpired, with vials), the schedule rules, the vaccines (for
 * whoever may read them), the staff, the centres and the patients of the centre's due lists
 * (added to those kept before for the same centre). What the role may not read is left out.
 *
 * @example
 * await prepareSession({ db, dataProvider, centre: { id: 1, name: 'Centro de Salud Norte' } }) // { patients: 34, lots: 6 }
 */
export const prepareSession = async ({
  db,
  dataProvider,
  center,
  now = new Date(),
}: {
  db: OfflineDb;
  dataProvider: DataProvider;
  center: { id: number; name: string };
  now?: Date;
}): Promise<PreparedCounts> => {
  const day = today();
  const list = (entity: AnyEntity, params: ListParams = {}) =>
    dataProvider.getList(entity, { page: 1, pageSize, ...params }).then(({ items }) => items);
  const readable = (entity: AnyEntity, params?: ListParams) => list(entity, params).catch(() => null);
  const [batches, rules, vaccineRows, staff, centers, duePatients] = await Promise.all([
    list(vaccineBatches, {
      filter: { status: batchStatus.open, expirationDate: { gte: day }, availableQuantity: { gt: 0 } },
      sort: 'expirationDate',
      order: 'asc',
    }),
    readable(scheduleRules),
    readable(vaccines),
    readable(users),
    list(vaccinationCenters, { sort: 'centerName', order: 'asc' }),
    dueListPatients(dataProvider, center.id, day),
  ]);
  const previous = await currentSession(db);
  const keptPatients = previous?.centerId === center.id ? ((await keptRows(db, patients.name)) ?? []) : [];
  await db.transaction('rw', [db.kept, db.session], async () => {
    await keepRows(db, vaccineBatches.name, batches);
    await keepRows(db, vaccinationCenters.name, centers);
    for (const [entity, rows] of [
      [scheduleRules, rules],
      [vaccines, vaccineRows],
      [users, staff],
    ] as const) {
      await keepRows(db, entity.name, rows ?? []);
    }
    await keepRows(db, patients.name, keptPatients);
    await saveSession(db, { centerId: center.id, centerName: center.name, takenAt: now.toISOString() });
  });
  const patientCount = await addKeptRows(db, patients.name, duePatients);
  return { patients: patientCount, batches: batches.length };
};

/** The patients of a centre's three due lists, read whole. */
const dueListPatients = async (dataProvider: DataProvider, centerId: number, day: string): Promise<EntityRow[]> => {
  const controller = new AbortController();
  const pages = await Promise.all(
    dueKinds.map((kind) =>
      fetchDueDoses({ centerId, kind, today: day, page: 1, pageSize }, controller.signal).catch(() => null),
    ),
  );
  const ids = [...new Set(pages.flatMap((page) => page?.items.map((item) => item.patientId) ?? []))].slice(0, pageSize);
  return ids.length === 0 ? [] : dataProvider.getMany(patients, ids);
};

/**
 * Adds to the session the patients a search finds (at most 50): the worker's own list for the
 * outing. Answers how many the session holds now.
 *
 * @example
 * await keepFoundPatients({ db, dataProvider, query: 'Quispe' }) // 52
 */
export const keepFoundPatients = async ({
  db,
  dataProvider,
  query,
}: {
  db: OfflineDb;
  dataProvider: DataProvider;
  query: string;
}): Promise<{ found: number; kept: number }> => {
  const { items } = await dataProvider.getList(patients, { q: query, page: 1, pageSize: 50 });
  const found = items.filter((row) => !isLocalId(row.id));
  return { found: found.length, kept: await addKeptRows(db, patients.name, found) };
};
