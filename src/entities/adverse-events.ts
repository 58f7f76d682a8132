import { mdiClipboardAlertOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { adminReadsStaffRegisters } from '../domain/roles';
import { date, defineEntity, formatDate, reference, text, withCustomRule } from '../engine';

/** How serious an adverse event is, as WHO's AEFI core variables grade it, with its Spanish label. */
export const severityLabels = { mild: 'Leve', moderate: 'Moderado', severe: 'Grave' } as const;
export type Severity = keyof typeof severityLabels;

/** What became of the person, with its Spanish label. */
export const outcomeLabels = {
  recovering: 'En recuperación',
  recovered: 'Recuperado',
  sequelae: 'Con secuelas',
  died: 'Fallecido',
  unknown: 'Desconocido',
} as const;
export type Outcome = keyof typeof outcomeLabels;

/**
 * Said when the symptoms would have begun before the dose was given (the server's check,
 * which the report dialog repeats when it knows the dose's day).
 *
 * @example
 * onsetBeforeDoseMessage('2026-05-12') // 'La fecha de inicio no puede ser anterior a la dosis, aplicada el 12/05/2026'
 */
export const onsetBeforeDoseMessage = (doseDate: string) =>
  `La fecha de inicio no puede ser anterior a la dosis, aplicada el ${formatDate(doseDate)}`;

const descriptionLimits = { min: 10, max: 2000 } as const;

/** A required choice among `labels`' keys, refused with `message` otherwise. */
const oneOf = <TKey extends string>(options: {
  name: string;
  labels: Readonly<Record<TKey, string>>;
  required: string;
  message: string;
}) => {
  const values = Object.keys(options.labels);
  return withCustomRule(text({ required: options.required }), {
    name: options.name,
    message: options.message,
    isValid: (value) => values.includes(value),
    breaking: ['critical', 'otro'],
    passing: values,
  });
};

const reportFields = {
  onsetDate: date({
    required: 'La fecha de inicio es requerida',
    invalid: 'La fecha de inicio no es válida',
    notFuture: 'La fecha de inicio no puede ser futura',
  }),
  severity: oneOf({
    name: 'knownSeverity',
    labels: severityLabels,
    required: 'La gravedad es requerida',
    message: 'La gravedad debe ser Leve, Moderado o Grave',
  }),
  description: text({
    required: 'La descripción es requerida',
    min: [descriptionLimits.min, `La descripción debe tener al menos ${descriptionLimits.min} caracteres`],
    max: [descriptionLimits.max, `La descripción no puede superar ${descriptionLimits.max} caracteres`],
  }),
  outcome: oneOf({
    name: 'knownOutcome',
    labels: outcomeLabels,
    required: 'La evolución es requerida',
    message: 'La evolución debe ser una de las opciones de la lista',
  }),
};

/** An edit keeps the report's dose: a report about another dose is another report. */
const editSchema = z.object(reportFields);
const createSchema = editSchema.extend({ appliedDoseId: reference({ required: 'Debe indicar la dosis' }) });

const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * ESAVI, adverse events following immunization (issue 27): a report against an applied dose,
 * so against its lot. Both staff roles report one (from a dose's row in 'Dosis', the patient's
 * card and the dose form's confirmation); the admin lists, edits and deletes them on 'ESAVI'.
 * The server sets who reported it, and refuses an onset before the dose's day
 * (`src/server/behaviours/adverse-events.ts`). A lot counts its active reports
 * (`vaccine-batches`' `adverseEventCount`), and three severe ones put it on the home page's alerts.
 */
export const adverseEvents = defineEntity({
  name: 'adverse-events',
  path: '/adverse-events',
  labels: { singular: 'ESAVI', plural: 'ESAVI' },
  labelKeys: ['appliedDose.patient.firstName', 'appliedDose.patient.lastname', 'onsetDate'],
  schemas: { create: createSchema, edit: editSchema },
  fields: [
    {
      name: 'appliedDoseId',
      label: 'Dosis',
      reference: {
        entity: 'applied-doses',
        as: 'appliedDose',
        pick: ['applicationDateTime', 'doseNumber', 'patient', 'vaccine', 'vaccineBatch'],
        labelKeys: ['patient.firstName', 'patient.lastname', 'vaccine.vaccineName', 'doseNumber'],
        choose: 'search',
      },
    },
    { name: 'onsetDate', label: 'Fecha de inicio de los síntomas' },
    { name: 'severity', label: 'Gravedad', kind: 'enum', options: optionsOf(severityLabels) },
    { name: 'description', label: 'Descripción del evento', kind: 'textarea' },
    { name: 'outcome', label: 'Evolución', kind: 'enum', options: optionsOf(outcomeLabels) },
    {
      name: 'reportedByUserId',
      label: 'Reportado por',
      // The signed-in user who reported it, taken from the token, never from a body.
      isServerSet: true,
      reference: {
        entity: 'users',
        as: 'reportedBy',
        pick: ['name', 'lastname', 'email'],
        labelKeys: ['name', 'lastname', 'email'],
        choose: 'search',
      },
    },
  ],
  columns: [
    { key: 'onsetDate', label: 'Inicio' },
    { key: 'appliedDose.patient.firstName', label: 'Nombre' },
    { key: 'appliedDose.patient.lastname', label: 'Apellido' },
    { key: 'appliedDose.vaccine.vaccineName', label: 'Vacuna' },
    { key: 'appliedDose.vaccineBatch.batchNumber', label: 'Lote' },
    { key: 'severity', label: 'Gravedad' },
    { key: 'outcome', label: 'Evolución' },
    { key: 'reportedBy.email', label: 'Reportado por' },
  ],
  searchKeys: ['appliedDose'],
  defaultSort: { key: 'onsetDate', order: 'desc' },
  // A lot's reports, a centre's, or those of the centres below a unit (issue 42).
  filters: [
    { name: 'vaccineBatchId', label: 'Lote de la dosis', path: 'appliedDoseId.vaccineBatchId' },
    { name: 'centerId', label: 'Centro de la dosis', path: 'appliedDoseId.vaccinationCenterId' },
    {
      name: 'orgUnitId',
      label: 'Unidad organizativa de la dosis',
      path: 'appliedDoseId.vaccinationCenterId',
      matches: 'unit',
    },
  ],
  // A report by the centre of the dose it follows.
  scope: { center: 'appliedDoseId.vaccinationCenterId' },
  access: adminReadsStaffRegisters,
  canCreateInPage: false,
  page: {
    path: 'esavi',
    menu: { label: 'ESAVI', group: menuGroups.management, icon: mdiClipboardAlertOutline, order: 22 },
    editDialogSize: 'wide',
  },
});
