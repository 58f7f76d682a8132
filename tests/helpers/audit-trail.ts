import type { AuditResult } from '../../src/engine';
import { auditTable } from '../../src/engine/server/audit/audit-table';
import type { TestApi } from './test-api';

/** A page of the trail as the admin reads it, with the given filters. */
export const auditPage = async (api: TestApi, filters: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const response = await api.admin('GET', `/audit?${query}`);
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${response.text}`);
  return response.json as AuditResult;
};

/** A record's entries, newest first. */
export const auditTrailOf = async (api: TestApi, entity: string, rowId: number) =>
  (await auditPage(api, { entity, rowId, pageSize: 200 })).items;

/** Every stored entry, to check what a refused write left behind. */
export const storedEntries = (api: TestApi) => api.store.db.selectFrom(auditTable).selectAll().orderBy('id').execute();
