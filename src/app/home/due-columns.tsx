import { formatDate } from '../../engine';
import { focusRing, type ListColumn } from '../../engine/react';
import type { DueDose, DueKind } from './due-doses-api';
import { dueTexts } from './due-texts';

const linkClass = `rounded font-medium text-brand underline-offset-2 hover:underline ${focusRing}`;

/** A phone to call, or that there is none. */
const phoneCell = (dose: DueDose) =>
  dose.phone ? (
    <a href={`tel:${dose.phone}`} aria-label={dueTexts.callLabel(dose.patientName, dose.phone)} className={linkClass}>
      {dose.phone}
    </a>
  ) : (
    <span className="text-muted">{dueTexts.noPhone}</span>
  );

const { columns, zeroDoseColumns } = dueTexts;

/** The group a dose is due for, and the vaccine to give when it is named otherwise: 'DTP (Pentavalente)'. */
const vaccineCell = (dose: DueDose) =>
  dose.vaccineGroupName === '' || dose.vaccineGroupName === dose.vaccineName
    ? dose.vaccineName
    : `${dose.vaccineGroupName} (${dose.vaccineName})`;

/** A due list's columns: patient, vaccine, dose number, recommended date (dd/mm/aaaa) and a phone to call. */
export const dueColumns: readonly ListColumn<DueDose>[] = [
  { id: 'patient', header: columns.patient, cell: (dose) => dose.patientName },
  { id: 'vaccine', header: columns.vaccine, cell: vaccineCell },
  { id: 'dose', header: columns.dose, isFigure: true, cell: (dose) => dose.doseNumber },
  { id: 'dueDate', header: columns.dueDate, className: () => 'tabular-nums', cell: (dose) => formatDate(dose.dueDate) },
  { id: 'phone', header: columns.phone, cell: phoneCell },
];

/** The zero-dose list names a child's first overdue vaccine and no dose number (always the first). */
export const zeroDoseDueColumns: readonly ListColumn<DueDose>[] = [
  { id: 'patient', header: columns.patient, cell: (dose) => dose.patientName },
  { id: 'vaccine', header: zeroDoseColumns.vaccine, cell: vaccineCell },
  {
    id: 'dueDate',
    header: zeroDoseColumns.dueDate,
    className: () => 'tabular-nums',
    cell: (dose) => formatDate(dose.dueDate),
  },
  { id: 'phone', header: columns.phone, cell: phoneCell },
];

/** The centre a row of a unit's list is followed up at. */
const centerColumn: ListColumn<DueDose> = {
  id: 'center',
  header: columns.center,
  wraps: true,
  cell: (dose) => dose.centerName ?? '—',
};

/**
 * A due list's columns: the zero-dose list's or the others', with the row's centre after the
 * patient when the list is a unit's (several centres).
 *
 * @example
 * dueColumnsOf({ kind: 'overdue', isUnit: true }).map((column) => column.header)
 * // ['Paciente', 'Centro', 'Vacuna', 'Dosis', 'Fecha recomendada', 'Teléfono']
 */
export const dueColumnsOf = ({ kind, isUnit }: { kind: DueKind; isUnit: boolean }): readonly ListColumn<DueDose>[] => {
  const [patient, ...rest] = kind === 'zero-dose' ? zeroDoseDueColumns : dueColumns;
  return isUnit && patient ? [patient, centerColumn, ...rest] : kind === 'zero-dose' ? zeroDoseDueColumns : dueColumns;
};
