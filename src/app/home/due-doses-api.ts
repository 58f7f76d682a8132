import { type DueDosesPage, type DueKind, dueDosesPage } from '../../domain/due-doses';
import { http } from '../api/client';

export type { DueDoseItem as DueDose, DueDosesPage as DuePage, DueKind } from '../../domain/due-doses';

export type DueRequest = { centerId: number; kind: DueKind; today: string; page: number; pageSize: number };

/**
 * A page of a centre's due doses (`GET /due-doses`); `today` is the browser's date.
 *
 * @example
 * const page = await fetchDueDoses({ centerId: 1, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 }, signal);
 */
export const fetchDueDoses = async (request: DueRequest, signal: AbortSignal): Promise<DueDosesPage> => {
  const query = Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)]));
  return dueDosesPage.parse(await http.request('GET', '/due-doses', { query, signal }));
};
