import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnyEntity } from '../../contract/entity';
import { ApiFailure } from '../api-error';
import type { Db } from '../schema/database';
import type { ExtraTable } from '../schema/schema-sync';

/** The request header a client sends to make a POST safe to retry. */
export const idempotencyHeader = 'Idempotency-Key';

/** The answer header that marks an answer given again for a retried key. */
export const replayedHeader = 'Idempotent-Replayed';

/** The table of the keys: one row per user and key, with its request's fingerprint and its answer. */
export const idempotencyTable = 'idempotency_keys';

/**
 * The keys' table for the schema sync and the migrations: the unique (user, key) pair is the
 * claim two retries at once wait on; `createdAt` finds the keys to forget. An answer status
 * of 0 is a claim whose write has not committed (nobody else ever reads one).
 */
export const idempotencyKeysTable: ExtraTable = {
  name: idempotencyTable,
  columns: {
    userId: 'integer',
    idempotencyKey: 'text',
    fingerprint: 'text',
    answerStatus: 'integer',
    answerBody: 'text',
    createdAt: 'text',
  },
  indexes: [['createdAt']],
  uniqueIndexes: [['userId', 'idempotencyKey']],
};

/** How long a key is kept: a retry within a day answers the first answer again. */
export const idempotencyKeepMs = 24 * 60 * 60 * 1000;

export const idempotencyMessages = {
  invalid: `La cabecera ${idempotencyHeader} debe tener entre 1 y 200 caracteres visibles, sin espacios`,
  reused: `La clave ${idempotencyHeader} ya se usó para otra solicitud: envíe una clave nueva para esta`,
} as const;

/** A write's answer as the API sends it: its status and its JSON body. */
/** A write's answer: its status and JSON (none for a 204). */
export type WriteAnswer = { status: ContentfulStatusCode | 204; body: unknown };

/** A retried write's key and the fingerprint of what it asks, or undefined without the header. */
export type IdempotentRequest = { userId: number; key: string; fingerprint: string };

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/**
 * The POST's idempotency key and its request's fingerprint (method, path and the values the
 * schema parsed, so the same body sent again matches), or undefined when it sends none. 400
 * for a key that is not 1 to 200 visible ASCII characters.
 *
 * @example
 * const request = idempotentRequest(c, user, entity, values); // { userId: 3, key: '9f1c…', fingerprint: 'a41…' }
 */
export const idempotentRequest = (
  c: Context,
  user: { id: number },
  entity: AnyEntity,
  values: Readonly<Record<string, unknown>>,
): IdempotentRequest | undefined => {
  const key = c.req.header(idempotencyHeader);
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) throw new ApiFailure(400, idempotencyMessages.invalid);
  const fingerprint = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(withoutSecrets(entity, values))}`)
    .digest('hex');
  return { userId: user.id, key, fingerprint };
};

/**
 * The values without the secrets a create takes (a new account's password, any private
 * field): a fast hash of them, kept a day, would let a copy of the database test guesses
 * far quicker than the stored password hash allows. Two requests that differ only there
 * count as the same one.
 */
const withoutSecrets = (entity: AnyEntity, values: Readonly<Record<string, unknown>>) => {
  const secret = new Set(
    [...entity.fields, ...(entity.inputs ?? [])]
      .filter((field) => field.kind === 'password' || field.isPrivate)
      .map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name)));
};

type StoredKey = { fingerprint: string; answerStatus: number; answerBody: string };

/**
 * Runs a write once per idempotency key, inside the write's own transaction: the key is
 * claimed (its row inserted) before the write and its answer stored after it, so the key and
 * the write commit together or not at all. The same key again answers the stored answer
 * without writing (`replayed: true`); with another request, 422. A concurrent retry waits
 * for the first one's transaction on the key's unique row (PostgreSQL), or for the write lock
 * (SQLite), then reads its answer. A write that fails or is reverted leaves no key, so its
 * retry runs again. Without a key it only runs the write.
 *
 * @example
 * const answer = await writes.write(user, (context) =>
 *   answerOnce({ db: context.db, request }, async () => ({ status: 201, body: await create(context) })),
 * );
 */
export const answerOnce = async (
  options: { db: Db; request: IdempotentRequest | undefined; now?: Date },
  write: () => Promise<WriteAnswer>,
): Promise<WriteAnswer & { replayed?: true }> => {
  const { db, request } = options;
  if (!request) return write();
  const now = options.now ?? new Date();
  await forgetExpired(db, request, now);
  const claimed = await db
    .insertInto(idempotencyTable)
    .values({
      userId: request.userId,
      idempotencyKey: request.key,
      fingerprint: request.fingerprint,
      answerStatus: 0,
      answerBody: '',
      createdAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['userId', 'idempotencyKey']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return storedAnswer(db, request);
  const answer = await write();
  await db
    .updateTable(idempotencyTable)
    .set({ answerStatus: answer.status, answerBody: JSON.stringify(answer.body) })
    .where('userId', '=', request.userId)
    .where('idempotencyKey', '=', request.key)
    .execute();
  return answer;
};

/** The first answer of a key already used: 422 when it was for another request. */
const storedAnswer = async (db: Db, request: IdempotentRequest): Promise<WriteAnswer & { replayed: true }> => {
  const stored = (await db
    .selectFrom(idempotencyTable)
    .select(['fingerprint', 'answerStatus', 'answerBody'])
    .where('userId', '=', request.userId)
    .where('idempotencyKey', '=', request.key)
    .executeTakeFirstOrThrow()) as StoredKey;
  if (stored.fingerprint !== request.fingerprint) throw new ApiFailure(422, idempotencyMessages.reused);
  return {
    status: Number(stored.answerStatus) as ContentfulStatusCode,
    body: JSON.parse(stored.answerBody),
    replayed: true,
  };
};

/**
 * Drops this key when it expired, so it can be used afresh, and, at most once a minute per
 * process, every expired key (the `createdAt` index finds them).
 */
const forgetExpired = async (db: Db, request: IdempotentRequest, now: Date) => {
  const cutoff = new Date(now.getTime() - idempotencyKeepMs).toISOString();
  await db
    .deleteFrom(idempotencyTable)
    .where('userId', '=', request.userId)
    .where('idempotencyKey', '=', request.key)
    .where('createdAt', '<', cutoff)
    .execute();
  if (now.getTime() - sweep.last < sweepEveryMs) return;
  sweep.last = now.getTime();
  await db.deleteFrom(idempotencyTable).where('createdAt', '<', cutoff).execute();
};

const sweepEveryMs = 60_000;
const sweep = { last: 0 };

/**
 * Sends a write's answer, marking an answer given again.
 *
 * @example
 * return sendAnswer(c, answer);
 */
export const sendAnswer = (c: Context, answer: WriteAnswer & { replayed?: true }) => {
  if (answer.replayed) c.header(replayedHeader, 'true');
  return answer.status === 204 ? c.body(null, 204) : c.json(answer.body as object, answer.status);
};
