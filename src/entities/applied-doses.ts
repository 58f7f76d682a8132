import { mdiClipboardAlertOutline, mdiNeedle } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { wordish } from '../domain/messages';
import { adminReadsStaffRegisters } from '../domain/roles';
import { recalledLabel } from '../domain/stock-movements';
import {
  boolean,
  date,
  dateTime,
  defineEntity,
  integer,
  optionalReference,
  reference,
  text,
  withObjectRules,
} from '../engine';

/**
 * The fields of a dose's payload. A dose given here takes a vial of its batch ('Lote'); a
 * historical one (`isHistorical`: given elsewhere, copied from a paper card) names its vaccine
 * and date instead and takes no vial. `overrideReason` is an admin's reason to register a dose
 * the schedule's ages or interval refuse (the server checks them).
 */
const doseFields = z.object({
  doseNumber: integer({ required: 'El número de dosis es requerido', min: [1, 'La dosis debe ser al menos 1'] }),
  observations: text({ max: [1000, 'Las observaciones no pueden superar 1000 caracteres'], charset: wordish }),
  patientId: reference({ required: 'Debe seleccionar un paciente' }),
  vaccineBatchId: optionalReference({ invalid: 'Debe seleccionar un lote' }),
  vaccinationCenterId: reference({ required: 'Debe seleccionar un centro de salud' }),
  applyingUserId: reference({ required: 'Debe seleccionar un profesional de salud' }),
  isHistorical: boolean({ invalid: 'Indique si la dosis es anterior', whenMissing: false }),
  vaccineId: optionalReference({ invalid: 'Debe seleccionar una vacuna' }),
  applicationDate: date({
    invalid: 'La fecha de aplicación no es válida',
    notFuture: 'La fecha de aplicación no puede ser futura',
  }),
  overrideReason: text({
    min: [10, 'El motivo debe tener al menos 10 caracteres'],
    max: [500, 'El motivo no puede superar 500 caracteres'],
  }),
});

/** A dose given here needs its batch, a historical one its vaccine. */
const batchOrVaccine = [
  {
    kind: 'requiredWhen',
    field: 'vaccineBatchId',
    when: { field: 'isHistorical', equals: false },
    message: 'Debe seleccionar un lote',
  },
  {
    kind: 'requiredWhen',
    field: 'vaccineId',
    when: { field: 'isHistorical', equals: true },
    message: 'Debe seleccionar una vacuna',
  },
] as const;

/**
 * When a dose given here was given: the moment the health worker pressed Guardar, which the
 * device's outbox sends with the entry however late it syncs. Missing, the server dates it now.
 * A few minutes ahead are the device's clock; a dose older than 30 days is a past dose, with its
 * own date and no vial ('Registrar dosis anterior').
 */
export const doseTimeLimits = { clockAheadMinutes: 5, maxAgeDays: 30 } as const;

const registerFields = doseFields.extend({
  applicationDateTime: dateTime({
    invalid: 'La fecha y hora de aplicación no es válida',
    notFuture: [doseTimeLimits.clockAheadMinutes, 'La fecha y hora de aplicación no puede ser futura'],
    maxAgeDays: [
      doseTimeLimits.maxAgeDays,
      `Una dosis aplicada hace más de ${doseTimeLimits.maxAgeDays} días se registra como 'Dosis anterior'`,
    ],
  }),
});

const createSchema = withObjectRules(registerFields, [
  ...batchOrVaccine,
  {
    kind: 'requiredWhen',
    field: 'applicationDate',
    when: { field: 'isHistorical', equals: true },
    message: 'La fecha de aplicación es requerida',
  },
]);

/** An edit without `applicationDate` keeps the date stored; a dose given here keeps its time. */
const editSchema = withObjectRules(doseFields, batchOrVaccine);

export const appliedDoses = defineEntity({
  name: 'applied-doses',
  path: '/applied-doses',
  labels: { singular: 'Dosis', plural: 'Dosis', isFeminine: true },
  // 'Eliminar dosis María Peña Comirnaty 2': the patient, the vaccine and which dose.
  labelKeys: ['patient.firstName', 'patient.lastname', 'vaccine.vaccineName', 'doseNumber'],
  schemas: { create: createSchema, edit: editSchema },
  fields: [
    {
      name: 'patientId',
      label: 'Paciente',
      reference: {
        entity: 'patients',
        as: 'patient',
        pick: ['firstName', 'lastname', 'identityDocument'],
        labelKeys: ['firstName', 'lastname', 'identityDocument'],
        choose: 'search',
      },
    },
    {
      name: 'vaccineBatchId',
      label: 'Lote',
      reference: {
        entity: 'vaccine-batches',
        as: 'vaccineBatch',
        pick: ['batchNumber', 'vaccine'],
        labelKeys: ['batchNumber', 'vaccine.vaccineName'],
        noteWhenSet: { field: 'recalledAt', text: recalledLabel },
        choose: 'search',
      },
      hideWhen: { field: 'isHistorical', equals: true },
    },
    { name: 'doseNumber', label: 'Número de dosis' },
    {
      name: 'vaccinationCenterId',
      label: 'Centro de salud',
      reference: {
        entity: 'vaccination-centers',
        as: 'vaccinationCenter',
        pick: ['centerName'],
        labelKeys: ['centerName'],
      },
    },
    {
      name: 'applyingUserId',
      label: 'Profesional de salud',
      reference: {
        entity: 'users',
        as: 'applyingUser',
        pick: ['name', 'lastname', 'email'],
        labelKeys: ['name', 'lastname'],
        choose: 'search',
      },
    },
    {
      name: 'recordedByUserId',
      label: 'Registrado por',
      // The signed-in user who entered the dose, taken from the token: the professional above may be someone else.
      isServerSet: true,
      reference: {
        entity: 'users',
        as: 'recordedBy',
        pick: ['name', 'lastname', 'email'],
        labelKeys: ['name', 'lastname', 'email'],
        choose: 'search',
      },
    },
    { name: 'observations', label: 'Observaciones', kind: 'textarea' },
    { name: 'applicationDateTime', label: 'Fecha y hora de aplicación', kind: 'datetime', isReadOnly: true },
    // Added later: the table's columns follow this order, and a migration appends them.
    { name: 'isHistorical', label: 'Dosis anterior (aplicada en otro lugar)' },
    {
      name: 'vaccineId',
      label: 'Vacuna',
      // Set by the server from the batch for a dose given here; chosen for a historical one.
      reference: { entity: 'vaccines', as: 'vaccine', pick: ['vaccineName'], labelKeys: ['vaccineName'] },
      showWhen: { field: 'isHistorical', equals: true },
    },
    { name: 'overrideReason', label: 'Motivo para registrarla fuera del esquema', kind: 'textarea' },
  ],
  // A historical dose's day, stored as its applicationDateTime at noon UTC.
  inputs: [
    { name: 'applicationDate', label: 'Fecha de aplicación', showWhen: { field: 'isHistorical', equals: true } },
  ],
  columns: [
    { key: 'applicationDateTime', label: 'Fecha y hora' },
    { key: 'patient.firstName', label: 'Nombre' },
    { key: 'patient.lastname', label: 'Apellido' },
    { key: 'patient.identityDocument', label: 'Documento' },
    { key: 'vaccine.vaccineName', label: 'Vacuna' },
    { key: 'vaccineBatch.batchNumber', label: 'Lote' },
    { key: 'isHistorical', label: 'Histórica' },
    { key: 'doseNumber', label: 'Dosis' },
    { key: 'vaccinationCenter.centerName', label: 'Centro' },
    { key: 'applyingUser.name', label: 'Aplicada por' },
    { key: 'recordedBy.email', label: 'Registrado por' },
  ],
  // Through the patient only: a word that names a batch's vaccine or a centre matches a million
  // doses, which no index narrows (bench, 5,000,000 doses: 'María García' found nothing within 10 s
  // through all three). The API's vaccineBatchId and vaccinationCenterId filters find those.
  searchKeys: ['patient'],
  defaultSort: { key: 'applicationDateTime', order: 'desc' },
  scope: { center: 'vaccinationCenterId' },
  access: adminReadsStaffRegisters,
  page: {
    path: 'dosis',
    // The spec lists Dosis for 'salud', not 'health': the health role does not see it.
    menu: { group: menuGroups.management, icon: mdiNeedle, order: 20, roles: ['salud', 'admin'] },
    editDialogSize: 'wide',
  },
  canCreateInPage: false,
  // An adverse event after the dose: its patient's card opens with the dose's ESAVI report.
  rowLinks: [
    {
      label: 'Reportar ESAVI',
      icon: mdiClipboardAlertOutline,
      entity: 'patients',
      view: 'card',
      params: { id: 'patientId' },
      query: { reportar: 'id' },
    },
  ],
  // A dose is never deleted: it is cancelled (its vial goes back), and the server may revert the cancel.
  actions: [
    {
      name: 'cancel',
      route: 'cancel/:id',
      access: 'delete',
      placement: 'delete',
      variants: [{ label: 'Eliminar' }],
      success: 'Dosis eliminada correctamente',
      rolledBack: 'El sistema revirtió la eliminación por seguridad',
    },
  ],
});
