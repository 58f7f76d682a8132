import { z } from 'zod';
import type { EntityRow } from '../../engine';
import { type ReportedDose, reportedDose } from '../adverse-events/reported-dose';

const savedDose = z.object({
  id: z.number(),
  doseNumber: z.number(),
  applicationDateTime: z.string(),
  patient: z.object({ firstName: z.string().nullish(), lastname: z.string().nullish() }).nullish(),
  vaccine: z.object({ vaccineName: z.string().nullish() }).nullish(),
});

/**
 * The dose the form just saved, as its confirmation and an ESAVI report name it; null when the
 * answer lacks what they show.
 *
 * @example
 * registeredDoseOf(created) // { id: 41, date: '2026-05-12', summary: 'Comirnaty, dosis 1, aplicada el 12/05/2026', patient: 'Ana Ruiz' }
 */
export const registeredDoseOf = (row: EntityRow): ReportedDose | null => {
  const parsed = savedDose.safeParse(row);
  if (!parsed.success) return null;
  const { id, doseNumber, applicationDateTime, patient, vaccine } = parsed.data;
  return reportedDose({
    id,
    doseNumber,
    applicationDateTime,
    vaccine: vaccine?.vaccineName ?? null,
    patient: [patient?.firstName, patient?.lastname].filter(Boolean).join(' '),
  });
};
