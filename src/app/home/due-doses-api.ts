import { type DueDosesPage, type DueKind, dueDosesPage } from '../../domain/due-doses';
import { http } from '../api/client';

export type { DueDoseItem as DueDose, DueDosesPage as DuePage, DueKind } from '../../domain/due-doses';

/** Whose due list: a centre's, or an organisation unit's (every centre of it, each row naming its centre). */
export type DuePlace = { kind: 'center' | 'unit'; id: number };

export type DueRequest = { kind: DueKind; today: string; page: number; pageSize: number } & (
  | { centerId: number }
  | { orgUnitId: number }
);

/**
 * A page of a centre's or a unit's due doses (`GET /due-doses`); `today` is the browser's date.
 *
 * @example
 * const page = await fetchDueDoses({ orgUnitId: 4, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 }, signal);
 */
export const fetchDueDoses = async (request: DueRequest, signal: AbortSignal): Promise<DueDosesPage> => {
  const query = Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)]));
  return dueDosesPage.parse(await http.request('GET', '/due-doses', { query, signal }));
};

/**
 * A place as the due list's parameter.
 *
 * @example
 * placeQuery({ kind: 'unit', id: 4 }) // { orgUnitId: 4 }
 */
export const placeQuery = (place: DuePlace): { centerId: number } | { orgUnitId: number } =>
  place.kind === 'center' ? { centerId: place.id } : { orgUnitId: place.id };
