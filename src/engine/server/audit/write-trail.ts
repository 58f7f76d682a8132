import type { AnyEntity } from '../../contract/entity';
import type { AuthUser } from '../auth/auth-guard';
import type { Repository } from '../repository';
import type { Db } from '../schema/database';
import { tableOf } from '../schema/tables';
import type { WriteContext } from '../writes/behaviour';
import { auditRowWrite } from './audit-writer';

/**
 * What a write records in the audit trail besides the row its route names (a requisition's
 * approval sends a transfer; a transfer's receipt closes its requisition): the handler names the
 * row, the engine reads it before and after and writes the entry in the write's transaction, as
 * for its own writes. A handler never writes an entry itself.
 */
export type WriteTrail = {
  /** The row `id` of `entity` this write inserted: its 'create' entry, with its values. */
  created: (entity: AnyEntity, id: number) => Promise<void>;
  /** What `work` does to the row `id` of `entity`, under `action`: only what changed, nothing when nothing did. */
  changed: <T>(target: { entity: AnyEntity; id: number; action: string }, work: () => Promise<T>) => Promise<T>;
};

/**
 * The write context of a write in the transaction `db`, with its trail.
 *
 * @example
 * await store.db.transaction().execute((db) => work(writeContextOf({ db, entity, user, repository })));
 */
export const writeContextOf = (parts: {
  db: Db;
  entity: AnyEntity;
  user: AuthUser;
  repository: Repository;
}): WriteContext => {
  const { db, user } = parts;
  const entry = { db, userId: user.id };
  return {
    ...parts,
    trail: {
      created: (entity, id) => auditRowWrite({ ...entry, entity, id, action: 'create', before: undefined }),
      changed: async ({ entity, id, action }, work) => {
        const before = await db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id).executeTakeFirst();
        const result = await work();
        if (before) await auditRowWrite({ ...entry, entity, id, action, before, isSkippedUnchanged: true });
        return result;
      },
    },
  };
};
