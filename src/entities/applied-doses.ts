import { mdiNeedle } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { wordish } from '../domain/messages';
import { adminReadsStaffRegisters } from '../domain/roles';
import { defineEntity, integer, reference, text } from '../engine';

const doseSchema = z.object({
  doseNumber: integer({ required: 'El número de dosis es requerido', min: [1, 'La dosis debe ser al menos 1'] }),
  observations: text({ max: [1000, 'Las observaciones no pueden superar 1000 caracteres'], charset: wordish }),
  patientId: reference({ required: 'Debe seleccionar un paciente' }),
  vaccineBatchId: reference({ required: 'Debe seleccionar un lote' }),
  vaccinationCenterId: reference({ required: 'Debe seleccionar un centro de salud' }),
  applyingUserId: reference({ required: 'Debe seleccionar un profesional de salud' }),
});

export const appliedDoses = defineEntity({
  name: 'applied-doses',
  path: '/applied-doses',
  labels: { singular: 'Dosis', plural: 'Dosis', isFeminine: true },
  // 'Eliminar dosis María Peña Comirnaty 2': the patient, the vaccine and which dose.
  labelKeys: ['patient.firstName', 'patient.lastname', 'vaccineBatch.vaccine.vaccineName', 'doseNumber'],
  schemas: { create: doseSchema, edit: doseSchema },
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
        choose: 'search',
      },
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
  ],
  columns: [
    { key: 'applicationDateTime', label: 'Fecha y hora' },
    { key: 'patient.firstName', label: 'Nombre' },
    { key: 'patient.lastname', label: 'Apellido' },
    { key: 'patient.identityDocument', label: 'Documento' },
    { key: 'vaccineBatch.vaccine.vaccineName', label: 'Vacuna' },
    { key: 'vaccineBatch.batchNumber', label: 'Lote' },
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
  access: adminReadsStaffRegisters,
  page: {
    path: 'dosis',
    // The spec lists Dosis for 'salud', not 'health': the health role does not see it.
    menu: { group: menuGroups.management, icon: mdiNeedle, order: 20, roles: ['salud', 'admin'] },
    editDialogSize: 'wide',
  },
  canCreateInPage: false,
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
