import type { Db, ExtraTable } from '../../engine/server';

const table = 'login_failures';
const windowMinutes = 15;

/** How many failed logins within 15 minutes lock out one e-mail from one address, and one address. */
export type LoginLimits = { perAccount: number; perAddress: number };

export const defaultLoginLimits: LoginLimits = { perAccount: 10, perAddress: 20 };

/**
 * Failed logins with the client address they came from, kept in the database so every API
 * process counts the same ones.
 */
export const loginFailuresTable: ExtraTable = {
  name: table,
  columns: { email: 'text', address: 'text', failedAt: 'text' },
  indexes: [
    ['email', 'failedAt'],
    ['address', 'failedAt'],
  ],
};

type Attempt = { email: string; address: string };

const windowStart = () => new Date(Date.now() - windowMinutes * 60_000).toISOString();

/** Recent failures from the attempt's address: all of them, and those for its e-mail. */
export const recentFailures = async (db: Db, attempt: Attempt) => {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number>().as('fromAddress'),
      eb.fn.sum<number>(eb.case().when('email', '=', attempt.email).then(1).else(0).end()).as('forAccount'),
    ])
    .where('address', '=', attempt.address)
    .where('failedAt', '>=', windowStart())
    .executeTakeFirst();
  return { fromAddress: Number(row?.fromAddress ?? 0), forAccount: Number(row?.forAccount ?? 0) };
};

export const recordFailure = async (db: Db, attempt: Attempt) => {
  await db
    .insertInto(table)
    .values({ email: attempt.email, address: attempt.address, failedAt: new Date().toISOString() })
    .execute();
  await db.deleteFrom(table).where('failedAt', '<', windowStart()).execute();
};

/** Forgets the failures of one e-mail from one address, after it signed in from there. */
export const clearFailures = async (db: Db, attempt: Attempt) => {
  await db.deleteFrom(table).where('email', '=', attempt.email).where('address', '=', attempt.address).execute();
};
