import type { Db, ExtraTable } from '../../engine/server';

const table = 'fhir_sources';

/**
 * The import's memory of where its rows came from: a resource of another system (a Patient
 * without our identifier, an Immunization) by its source key (its identifier of that system,
 * or its fullUrl), and the row it became, so the same Bundle imported again finds them.
 */
export const sourceMemoryTable: ExtraTable = {
  name: table,
  columns: { resourceType: 'text', sourceKey: 'text', localId: 'integer' },
  uniqueIndexes: [['resourceType', 'sourceKey']],
};

type Source = { resourceType: 'Patient' | 'Immunization'; sourceKey: string };

/**
 * The row an earlier import made of this source, or undefined.
 *
 * @example
 * await rememberedId(db, { resourceType: 'Patient', sourceKey: 'http://who.int/Patient/eninfant-f' }) // 12
 */
export const rememberedId = async (db: Db, source: Source) => {
  const row = await db
    .selectFrom(table)
    .select('localId')
    .where('resourceType', '=', source.resourceType)
    .where('sourceKey', '=', source.sourceKey)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.localId);
};

/** Remembers the row a source became, in the import's transaction. */
export const remember = async (db: Db, source: Source & { localId: number }) => {
  await db.insertInto(table).values(source).execute();
};
