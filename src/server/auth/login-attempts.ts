import type { Db } from '../../engine/server/database';
import type { ExtraTable } from '../../engine/server/schema-sync';

const table = 'login_failures';
const windowMinutes = 15;
export const maximumFailures = 10;

/** Failed logins, kept in the database so every API process counts the same ones. */
export const loginFailuresTable: ExtraTable = {
  name: table,
  columns: { email: 'text', failedAt: 'text' },
  indexes: [['email', 'failedAt']],
};

const windowStart = () => new Date(Date.now() - windowMinutes * 60_000).toISOString();

/** Whether an e-mail has had more failures than allowed within the window. */
export const isLockedOut = async (db: Db, email: string) => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('email', '=', email)
    .where('failedAt', '>=', windowStart())
    .executeTakeFirst();
  return Number(row?.failures ?? 0) >= maximumFailures;
};

export const recordFailure = async (db: Db, email: string) => {
  await db.insertInto(table).values({ email, failedAt: new Date().toISOString() }).execute();
  await db.deleteFrom(table).where('failedAt', '<', windowStart()).execute();
};

export const clearFailures = async (db: Db, email: string) => {
  await db.deleteFrom(table).where('email', '=', email).execute();
};
