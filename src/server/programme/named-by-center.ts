import type { DueDosesPage } from '../../domain/due-doses';
import { type Db, tableOf } from '../../engine/server';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/** A page of a due list and the centre of each of its rows, in order. */
export type CenteredPage = { page: DueDosesPage; centerOf: readonly number[] };

/**
 * A unit's page (`centerIds` given) with each row's centre named, `vaccinationCenterId` and
 * `centerName`, read by primary key for the page's centres only; a centre's page as it is.
 *
 * @example
 * await namedByCenter(db, { page, centerOf: [3, 4] }, { centerIds: [3, 4] })
 */
export const namedByCenter = async (
  db: Db,
  { page, centerOf }: CenteredPage,
  { centerIds }: { centerIds?: readonly number[] },
): Promise<DueDosesPage> => {
  if (centerIds === undefined || page.items.length === 0) return page;
  const rows = await db
    .selectFrom(tableOf(vaccinationCenters))
    .select(['id', 'centerName'])
    .where('id', 'in', [...new Set(centerOf)])
    .execute();
  const names = new Map(rows.map((row) => [Number(row.id), String(row.centerName ?? '')]));
  return {
    ...page,
    items: page.items.map((item, index) => {
      const vaccinationCenterId = centerOf[index];
      if (vaccinationCenterId === undefined) return item;
      return { vaccinationCenterId, centerName: names.get(vaccinationCenterId) ?? '', ...item };
    }),
  };
};
