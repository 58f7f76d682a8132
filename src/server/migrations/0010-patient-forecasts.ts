// Written by hand: tables the server derives from the patients, doses and rules, not an entity's.
import { sql } from 'kysely';
import type { MigrationContext } from '../../engine/server';
import { forecastJobsTable, forecastTable } from '../programme/forecast-table';

const center = sql.ref('centerId');

/**
 * The stored forecast (programme/forecast-table.ts) takes the place of `dose_schedules`, which
 * knew a patient only once they had a dose: filled here from the patients and doses already
 * stored. Each due list reads one index, in its order, holding all a page needs of the table
 * (a deep page skips index entries only): 'upcoming' by recommended date, 'overdue' by overdue
 * date, 'zero-dose' by birth date among the patients without any dose. Refreshes delete by
 * patient (the primary key); `forecast_jobs` holds the recomputes asked for.
 */
export const up = async (context: MigrationContext) => {
  const { db } = context;
  await db.schema
    .createTable(forecastTable)
    .ifNotExists()
    .addColumn('patientId', 'integer', (column) => column.notNull())
    .addColumn('vaccineId', 'integer', (column) => column.notNull())
    .addColumn('centerId', 'integer')
    .addColumn('nextDoseNumber', 'integer', (column) => column.notNull())
    .addColumn('earliestDate', 'text', (column) => column.notNull())
    .addColumn('recommendedDate', 'text', (column) => column.notNull())
    .addColumn('overdueDate', 'text', (column) => column.notNull())
    .addColumn('latestDate', 'text')
    .addColumn('birthDate', 'text', (column) => column.notNull())
    .addColumn('hasAnyDose', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_patient_forecasts', ['patientId', 'vaccineId'])
    .execute();
  await db.schema
    .createIndex('ix_patient_forecasts_upcoming')
    .ifNotExists()
    .on(forecastTable)
    .columns(['centerId', 'recommendedDate', 'patientId', 'vaccineId', 'overdueDate', 'latestDate', 'nextDoseNumber'])
    .where(center, 'is not', null)
    .execute();
  await db.schema
    .createIndex('ix_patient_forecasts_overdue')
    .ifNotExists()
    .on(forecastTable)
    .columns(['centerId', 'overdueDate', 'patientId', 'vaccineId', 'latestDate', 'recommendedDate', 'nextDoseNumber'])
    .where(center, 'is not', null)
    .execute();
  await db.schema
    .createIndex('ix_patient_forecasts_zero_dose')
    .ifNotExists()
    .on(forecastTable)
    .columns(['centerId', 'birthDate', 'patientId', 'overdueDate', 'latestDate', 'vaccineId', 'recommendedDate'])
    .where(sql.ref('hasAnyDose'), '=', 0)
    .execute();
  await db.schema
    .createTable(forecastJobsTable)
    .ifNotExists()
    .addColumn('vaccineId', 'integer', (column) => column.primaryKey())
    .addColumn('generation', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.dropTable('dose_schedules').ifExists().execute();
  // Filled by 0023-group-forecasts, which makes the table again for the CDSi engine: the code that computes it
  // now reads the schedule's tables of 0022, which this step's database does not have yet.
};

/** Both tables are derived: nothing is lost by dropping them (the old schedules are not rebuilt). */
export const down = async ({ db }: MigrationContext) => {
  await db.schema.dropTable(forecastJobsTable).ifExists().execute();
  await db.schema.dropTable(forecastTable).ifExists().execute();
};
