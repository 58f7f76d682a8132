import type { MigrationContext } from '../../engine/server';

/**
 * The similar-patient check looks patients up by birth date (`isIndexed` on `dateOfBirth`):
 * about thirty of a million share one, so the index turns the lookup into a few rows read.
 */
export const up = async ({ db }: MigrationContext) => {
  await db.schema.createIndex('ix_patients_dateOfBirth').ifNotExists().on('patients').column('dateOfBirth').execute();
};

export const down = async ({ db }: MigrationContext) => {
  await db.schema.dropIndex('ix_patients_dateOfBirth').ifExists().execute();
};
