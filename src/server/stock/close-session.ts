import type { ClosedSession, centerRoutes } from '../../domain/supply/center-routes';
import { answer, type HandlerOf, notFound, readId, tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { lockBatches } from './ledger';
import { discardOpenVial } from './open-vial';
import { placeStockTable } from './place-stock-table';

/** The note of the discards 'Cerrar jornada' writes. */
export const closedSessionNote = 'Cierre de jornada';

/**
 * `POST /vaccination-centers/:id/close-session` ('Cerrar jornada'): every open vial of the centre
 * discarded with its doses left (`open-vial-expired`), its lots locked first in id order. The
 * engine has checked the centre is in the caller's scope and runs it in one transaction.
 *
 * @example
 * defineBehaviour(vaccinationCenters, { routes: { closeSession: closeSessionRoute } });
 */
export const closeSessionRoute: HandlerOf<typeof centerRoutes, 'closeSession'> = async ({ params }, { db, user }) => {
  const reading = readId(params.id);
  if (!('id' in reading)) throw notFound();
  const place = { type: 'center', id: reading.id } as const;
  const open = db
    .selectFrom(`${placeStockTable} as s`)
    .innerJoin(`${tableOf(vaccineBatches)} as b`, 'b.id', 's.vaccineBatchId')
    .innerJoin(`${tableOf(vaccines)} as v`, 'v.id', 'b.vaccineId')
    .select(['s.vaccineBatchId', 'b.batchNumber', 'v.vaccineName'])
    .where('s.placeType', '=', 'center')
    .where('s.placeId', '=', reading.id)
    .where('s.openDoses', '>', 0)
    .orderBy('s.vaccineBatchId');
  await lockBatches(
    db,
    (await open.execute()).map((row) => Number(row.vaccineBatchId)),
  );
  const rows = await open.select('s.openDoses').execute();
  const closed: ClosedSession = { items: [] };
  for (const row of rows) {
    const [batchId, openDoses] = [Number(row.vaccineBatchId), Number(row.openDoses)];
    await discardOpenVial(db, { batchId, place, openDoses, userId: user.id, note: closedSessionNote });
    const { batchNumber, vaccineName } = row;
    closed.items.push({
      vaccineBatchId: batchId,
      batchNumber: String(batchNumber),
      vaccineName: String(vaccineName),
      openDosesDiscarded: openDoses,
    });
  }
  return answer(200, closed);
};
