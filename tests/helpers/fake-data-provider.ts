import { vi } from 'vitest';
import type { AnyEntity, EntityRow } from '../../src/engine/contract/entity';
import type { DataProvider } from '../../src/engine/data-provider';
import { listPage } from './fake-list';

type Store = Record<string, EntityRow[]>;

/** The provider's methods as vitest mocks, so a test can assert calls or script one answer. */
export type FakeDataProvider = {
  [K in keyof DataProvider]: ReturnType<typeof vi.fn<DataProvider[K]>>;
} & { store: Store };

/**
 * An in-memory DataProvider for the engine's component tests, with the API's contract: lists
 * page, sort, search and filter the active rows (see `listPage`). Writes change the store like
 * the API would: create adds an active row, delete and the `cancel` action deactivate it,
 * `status/N` sets the status, restore reactivates it. Its audit trail is empty.
 */
export const createFakeDataProvider = (seed: Store = {}): FakeDataProvider => {
  const store: Store = structuredClone(seed);
  const rowsOf = (entity: AnyEntity) => {
    const rows = store[entity.name] ?? [];
    store[entity.name] = rows;
    return rows;
  };
  const find = (entity: AnyEntity, id: number) => {
    const row = rowsOf(entity).find((candidate) => candidate.id === id);
    if (!row) throw new Error(`No ${entity.name} ${id}`);
    return row;
  };
  return {
    store,
    getList: vi.fn<DataProvider['getList']>(async (entity, params) => listPage(entity, rowsOf(entity), params)),
    getOne: vi.fn<DataProvider['getOne']>(async (entity, id) => structuredClone(find(entity, id))),
    getMany: vi.fn<DataProvider['getMany']>(async (entity, ids) =>
      structuredClone(rowsOf(entity).filter((row) => ids.includes(row.id) && row.isActive !== false)),
    ),
    create: vi.fn<DataProvider['create']>(async (entity, values) => {
      const rows = rowsOf(entity);
      const row: EntityRow = { ...(values as object), id: rows.length + 100, isActive: true };
      rows.push(row);
      return structuredClone(row);
    }),
    update: vi.fn<DataProvider['update']>(async (entity, id, values) => {
      const row = Object.assign(find(entity, id), values);
      return structuredClone(row);
    }),
    delete: vi.fn<DataProvider['delete']>(async (entity, id) => {
      const row = find(entity, id);
      row.isActive = false;
      return structuredClone(row);
    }),
    restore: vi.fn<DataProvider['restore']>(async (entity, id) => {
      const row = find(entity, id);
      row.isActive = true;
      return structuredClone(row);
    }),
    getAudit: vi.fn<DataProvider['getAudit']>(async ({ page = 1, pageSize = 25 }) => ({
      items: [],
      page,
      pageSize,
      hasMore: false,
    })),
    exportCsv: vi.fn<DataProvider['exportCsv']>(async (entity) => ({
      blob: new Blob(['\uFEFF']),
      fileName: `${entity.name}.csv`,
    })),
    similar: vi.fn<DataProvider['similar']>(async () => []),
    action: vi.fn<DataProvider['action']>(async (entity, { id, action }) => {
      const row = find(entity, id);
      if (action === 'cancel') row.isActive = false;
      const status = /^status\/(\d+)$/.exec(action);
      if (status) row.status = Number(status[1]);
      return structuredClone(row);
    }),
    formAction: vi.fn<DataProvider['formAction']>(async (entity, { id }) => structuredClone(find(entity, id))),
    readRoute: vi.fn<DataProvider['readRoute']>(async () => ({ items: [] })),
  };
};
