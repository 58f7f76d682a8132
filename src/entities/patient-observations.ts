import { z } from 'zod';
import { staffKeeps } from '../domain/roles';
import { date, defineEntity, reference, text, withObjectRules } from '../engine';

const observationFields = z.object({
  observationId: reference({ required: 'Debe seleccionar una observación clínica' }),
  observationDate: date({
    required: 'La fecha de la observación es requerida',
    invalid: 'La fecha de la observación no es válida',
    notFuture: 'La fecha de la observación no puede ser futura',
  }),
  endDate: date({ invalid: 'La fecha de fin no es válida' }),
  note: text({ max: [500, 'La nota no puede superar 500 caracteres'] }),
});

/** An observation ends on or after the day it was observed. */
const endsAfterItBegins = [
  {
    kind: 'notGreaterThan',
    field: 'observationDate',
    than: 'endDate',
    messageOn: 'endDate',
    message: 'La fecha de fin no puede ser anterior a la fecha de la observación',
  },
] as const;

/** An edit keeps the observation's patient: another patient's is another observation. */
const editSchema = withObjectRules(observationFields, endsAfterItBegins);
const createSchema = withObjectRules(
  observationFields.extend({ patientId: reference({ required: 'Debe seleccionar un paciente' }) }),
  endsAfterItBegins,
);

/**
 * A fact of a patient's medical history (CDSi's patient observation: embarazo, inmunodeficiencia,
 * alergia grave a una dosis previa, evidencia de inmunidad), one of the coded `observations`, held
 * from `observationDate` until `endDate` (open when empty). The CDSi engine reads the ones held on
 * the day it assesses: a vaccine group becomes 'contraindicated' or 'immune' as the antigens'
 * documents say, and a dose the observation contraindicates is refused unless an admin gives a
 * reason. Shown and recorded on the patient's card ('Antecedentes clínicos'), in the patient's scope.
 */
export const patientObservations = defineEntity({
  name: 'patient-observations',
  path: '/patient-observations',
  labels: { singular: 'Antecedente clínico', plural: 'Antecedentes clínicos' },
  labelKeys: ['observation.observationTitle', 'observationDate'],
  schemas: { create: createSchema, edit: editSchema },
  fields: [
    {
      name: 'patientId',
      label: 'Paciente',
      reference: {
        entity: 'patients',
        as: 'patient',
        pick: ['firstName', 'lastname'],
        labelKeys: ['firstName', 'lastname'],
        choose: 'search',
      },
    },
    {
      name: 'observationId',
      label: 'Observación clínica',
      reference: {
        entity: 'observations',
        as: 'observation',
        pick: ['observationCode', 'observationTitle'],
        labelKeys: ['observationTitle', 'observationCode'],
        choose: 'search',
      },
    },
    { name: 'observationDate', label: 'Desde' },
    { name: 'endDate', label: 'Hasta', placeholder: 'Vacío si sigue vigente' },
    { name: 'note', label: 'Nota', kind: 'textarea' },
  ],
  columns: [
    { key: 'observation.observationTitle', label: 'Observación' },
    { key: 'observationDate', label: 'Desde' },
    { key: 'endDate', label: 'Hasta', whenMissing: 'Vigente' },
    { key: 'note', label: 'Nota' },
  ],
  searchKeys: ['observation'],
  defaultSort: { key: 'observationDate', order: 'desc' },
  // The patient's record: read and written by whoever has the patient in scope.
  scope: { parent: 'patientId' },
  access: staffKeeps,
});
