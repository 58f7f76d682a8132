// Written by hand: the stored forecast is derived from the patients, doses and schedule, not an entity's.
import { sql } from 'kysely';
import type { MigrationContext } from '../../engine/server';
import { forecastTable } from '../programme/forecast-table';
import { rebuildForecasts } from '../programme/refresh-forecast';

const center = sql.ref('centerId');

/**
 * The stored forecast follows the CDSi engine (docs/cdsi.md): one row per patient and vaccine
 * group (`vaccineGroupId`, the key with the patient) whose next dose has dates, naming the
 * vaccine to give it with (`vaccineId`: the first of the dose's preferred vaccines the panel
 * has). The table is derived, so it is made again and filled from the patients, doses and
 * schedule; its three indexes as before (0010), each holding the group too.
 */
export const up = async (context: MigrationContext) => {
  const { db } = context;
  await db.schema.dropTable(forecastTable).ifExists().execute();
  await db.schema
    .createTable(forecastTable)
    .addColumn('patientId', 'integer', (column) => column.notNull())
    .addColumn('vaccineGroupId', 'integer', (column) => column.notNull())
    .addColumn('vaccineId', 'integer', (column) => column.notNull())
    .addColumn('centerId', 'integer')
    .addColumn('nextDoseNumber', 'integer', (column) => column.notNull())
    .addColumn('earliestDate', 'text', (column) => column.notNull())
    .addColumn('recommendedDate', 'text', (column) => column.notNull())
    .addColumn('overdueDate', 'text', (column) => column.notNull())
    .addColumn('latestDate', 'text')
    .addColumn('birthDate', 'text', (column) => column.notNull())
    .addColumn('hasAnyDose', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_patient_forecasts', ['patientId', 'vaccineGroupId'])
    .execute();
  const listed = ['vaccineGroupId', 'vaccineId', 'nextDoseNumber'] as const;
  await db.schema
    .createIndex('ix_patient_forecasts_upcoming')
    .on(forecastTable)
    .columns(['centerId', 'recommendedDate', 'patientId', ...listed, 'overdueDate', 'latestDate'])
    .where(center, 'is not', null)
    .execute();
  await db.schema
    .createIndex('ix_patient_forecasts_overdue')
    .on(forecastTable)
    .columns(['centerId', 'overdueDate', 'patientId', ...listed, 'latestDate', 'recommendedDate'])
    .where(center, 'is not', null)
    .execute();
  await db.schema
    .createIndex('ix_patient_forecasts_zero_dose')
    .on(forecastTable)
    .columns(['centerId', 'birthDate', 'patientId', 'overdueDate', 'latestDate', ...listed, 'recommendedDate'])
    .where(sql.ref('hasAnyDose'), '=', 0)
    .execute();
  await rebuildForecasts(context);
};
