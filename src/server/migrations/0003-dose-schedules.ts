// Written by hand: a table the server derives from the doses, not an entity's.
import { sql } from 'kysely';
import type { MigrationContext } from '../../engine/server';
import { rebuildSchedules } from '../schedules/rebuild-schedules';
import { scheduleTable } from '../schedules/schedule-table';

/**
 * The schedule of each patient and vaccine with an active dose (schedules/schedule-table.ts),
 * filled from the doses already stored in one set-based statement. The due lists read a
 * centre's due dates in order from the partial index, which holds all a page needs of the
 * table (a deep page skips index entries only); the vaccine edit updates by vaccine.
 */
export const up = async ({ db, dialect }: MigrationContext) => {
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
  await rebuildSchedules({ db, dialect });
};

/** The table is derived from the doses: nothing is lost by dropping it. */
export const down = async ({ db }: MigrationContext) => {
  await db.schema.dropTable(scheduleTable).ifExists().execute();
};
