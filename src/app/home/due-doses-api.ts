import { z } from 'zod';
import { http } from '../api/client';

/**
 * Which of the home page's lists: due within the coming days, past due, or the children under 5
 * without any dose while a first dose is overdue (each shown with the vaccine whose first dose
 * is overdue the longest, its `dueDate` that dose's recommended date).
 */
export type DueKind = 'upcoming' | 'overdue' | 'zero-dose';

const dueDose = z.object({
  patientId: z.number(),
  patientName: z.string(),
  vaccineId: z.number(),
  vaccineName: z.string(),
  doseNumber: z.number(),
  dueDate: z.string(),
  phone: z.string().nullable(),
});

const duePage = z.object({ items: z.array(dueDose), total: z.number(), page: z.number(), pageSize: z.number() });

/** One patient's next dose as a due list shows it (for 'zero-dose', the child's first overdue dose). */
export type DueDose = z.infer<typeof dueDose>;

export type DuePage = z.infer<typeof duePage>;

export type DueRequest = { centerId: number; kind: DueKind; today: string; page: number; pageSize: number };

/**
 * A page of a centre's due doses (`GET /due-doses`); `today` is the browser's date.
 *
 * @example
 * const page = await fetchDueDoses({ centerId: 1, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 }, signal);
 */
export const fetchDueDoses = async (request: DueRequest, signal: AbortSignal): Promise<DuePage> => {
  const query = Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)]));
  return duePage.parse(await http.request('GET', '/due-doses', { query, signal }));
};
