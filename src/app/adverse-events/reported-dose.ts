import { formatDate, programmeDayOf } from '../../engine';
import { adverseEventTexts as texts } from './texts';

/** The dose a report is about, as the dialog shows it: its id, its day (YYYY-MM-DD) and who received what. */
export type ReportedDose = {
  id: number;
  /** The day it was given, as the server compares the onset with: its stored date's first ten characters. */
  date: string;
  /** 'Comirnaty, dosis 2, aplicada el 12/05/2026'. */
  summary: string;
  /** The person who received it. */
  patient: string;
};

/**
 * A dose as a report shows it.
 *
 * @example
 * reportedDose({ id: 9, applicationDateTime: '2026-05-12T15:00:00.000Z', doseNumber: 2, vaccine: 'Comirnaty', patient: 'Ana Ruiz' })
 * // { id: 9, date: '2026-05-12', summary: 'Comirnaty, dosis 2, aplicada el 12/05/2026', patient: 'Ana Ruiz' }
 */
export const reportedDose = (dose: {
  id: number;
  applicationDateTime: string;
  doseNumber: number;
  vaccine: string | null;
  patient: string;
}): ReportedDose => {
  const date = programmeDayOf(dose.applicationDateTime);
  return {
    id: dose.id,
    date,
    summary: texts.doseSummary({ vaccine: dose.vaccine, doseNumber: dose.doseNumber, date: formatDate(date) }),
    patient: dose.patient,
  };
};
