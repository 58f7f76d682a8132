import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/engine/server/schema/database';
import { type ExtraTable, syncSchema } from '../../src/engine/server/schema/schema-sync';
import { openTestStore } from '../helpers/test-store';

let store: Store;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ store, drop } = await openTestStore());
});
afterAll(() => drop());

describe('syncSchema', () => {
  it('should add the columns an extra table has gained and keep its rows', async () => {
    const before: ExtraTable = { name: 'attempts', columns: { email: 'text' } };
    const after: ExtraTable = {
      name: 'attempts',
      columns: { email: 'text', address: 'text', tries: 'integer' },
      indexes: [['address']],
    };
    await syncSchema({ store, entities: [], extraTables: [before] });
    await store.db.insertInto('attempts').values({ email: 'ana@gmail.com' }).execute();

    await syncSchema({ store, entities: [], extraTables: [after] });
    await store.db.insertInto('attempts').values({ email: 'luis@gmail.com', address: '127.0.0.2', tries: 3 }).execute();

    const rows = await store.db.selectFrom('attempts').select(['email', 'address', 'tries']).orderBy('id').execute();
    expect(rows.map((row) => ({ ...row, tries: Number(row.tries) }))).toEqual([
      { email: 'ana@gmail.com', address: '', tries: 0 },
      { email: 'luis@gmail.com', address: '127.0.0.2', tries: 3 },
    ]);
  });
});
