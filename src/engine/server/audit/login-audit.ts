import type { Db } from '../schema/database';
import { appendAudit } from './audit-writer';

/** The trail's name for sign-ins, beside the entities' names. */
export const authAuditEntity = 'auth';

/**
 * Appends a sign-in to the trail: 'login' with the account's id, or 'login-failed' with the
 * account's id when the e-mail names one (0 otherwise). Only the e-mail tried is kept, never
 * the password.
 *
 * @example
 * await auditLogin(db, { email: 'ana@gmail.com', userId: 3, isSuccess: true });
 */
export const auditLogin = (db: Db, attempt: { email: string; userId: number | undefined; isSuccess: boolean }) =>
  appendAudit(db, {
    userId: attempt.isSuccess ? attempt.userId : undefined,
    entity: authAuditEntity,
    rowId: attempt.userId,
    action: attempt.isSuccess ? 'login' : 'login-failed',
    before: null,
    after: { email: attempt.email },
  });
