// Written by hand: a table the server derives from the doses, not an entity's.
import { sql } from 'kysely';
import type { MigrationContext } from '../../engine/server';

const scheduleTable = 'dose_schedules';

/**
 * The schedule of each patient and vaccine with an active dose, which the due lists read until
 * 0010-patient-forecasts replaced it with the stored forecast and dropped it. It was filled
 * here from the doses already stored; it no longer is: every database that applies this
 * migration applies 0010 right after, which drops the table and fills the forecast instead.
 */
export const up = async ({ db }: MigrationContext) => {
  await db.schema
    .createTable(scheduleTable)
    .ifNotExists()
    .addColumn('patientId', 'integer', (column) => column.notNull())
    .addColumn('vaccineId', 'integer', (column) => column.notNull())
    .addColumn('dosesReceived', 'integer', (column) => column.notNull())
    .addColumn('freeDoseNumber', 'integer', (column) => column.notNull())
    .addColumn('nextDoseNumber', 'integer')
    .addColumn('lastDoseDate', 'text', (column) => column.notNull())
    .addColumn('centerId', 'integer')
    .addColumn('dueDate', 'text')
    .addPrimaryKeyConstraint('pk_dose_schedules', ['patientId', 'vaccineId'])
    .execute();
  await db.schema
    .createIndex('ix_dose_schedules_centerId_dueDate')
    .ifNotExists()
    .on(scheduleTable)
    .columns(['centerId', 'dueDate', 'patientId', 'vaccineId', 'nextDoseNumber'])
    .where(sql.ref('dueDate'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('ix_dose_schedules_vaccineId')
    .ifNotExists()
    .on(scheduleTable)
    .column('vaccineId')
    .execute();
};

/** The table is derived from the doses: nothing is lost by dropping it. */
export const down = async ({ db }: MigrationContext) => {
  await db.schema.dropTable(scheduleTable).ifExists().execute();
};
