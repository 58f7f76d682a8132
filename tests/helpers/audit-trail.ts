import { auditTable } from '../../src/engine/server/audit/audit-table';
import type { TestApi } from './test-api';

/** An entry as `GET /audit` answers it. */
export type AuditItem = {
  id: number;
  at: string;
  entity: string;
  rowId: number | null;
  action: string;
  user: { id: number; name?: string; lastname?: string; email?: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditPage = { items: AuditItem[]; page: number; pageSize: number; hasMore: boolean };

/** A page of the trail as the admin reads it, with the given filters. */
export const auditPage = async (api: TestApi, filters: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const response = await api.admin('GET', `/audit?${query}`);
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${response.text}`);
  return response.json as AuditPage;
};

/** A record's entries, newest first. */
export const historyOf = async (api: TestApi, entity: string, rowId: number) =>
  (await auditPage(api, { entity, rowId, pageSize: 200 })).items;

/** Every stored entry, to check what a refused write left behind. */
export const storedEntries = (api: TestApi) => api.store.db.selectFrom(auditTable).selectAll().orderBy('id').execute();
