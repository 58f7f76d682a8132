import { mdiAccountGroupOutline, mdiCardAccountDetailsOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { digitsOnly, phoneLength, providerEmail, spanishLetters, wordish } from '../domain/messages';
import { patientRoutes } from '../domain/patient-routes';
import { adminRoles, staffRegisters } from '../domain/roles';
import { boolean, date, defineEntity, email, optionalReference, text, withObjectRules } from '../engine';

/** Prefix of the identifier the server gives a child registered without a national ID. */
export const childIdPrefix = '999';

const representativeRequired = {
  kind: 'requiredWhen',
  field: 'representativeId',
  when: { field: 'isChild', equals: true },
  message: 'Debe seleccionar un representante',
} as const;

const mobilePhone = text({ required: 'El celular es requerido', min: phoneLength('El celular'), charset: digitsOnly });
const isChild = boolean({ invalid: 'Indique si el paciente no tiene documento' });
const representativeId = optionalReference({ invalid: 'Debe seleccionar un representante' });
// Where the patient is followed up: the due lists find a child without any dose there.
const vaccinationCenterId = optionalReference({ invalid: 'Debe seleccionar un centro de salud de referencia válido' });

const registerSchema = withObjectRules(
  z.object({
    firstName: text({ required: 'El nombre es requerido', charset: spanishLetters }),
    lastname: text({ required: 'El apellido es requerido', charset: spanishLetters }),
    age: text({
      required: 'La edad es requerida',
      max: [3, 'La edad debe tener máximo 3 dígitos'],
      charset: [digitsOnly[0], 'La edad solo puede contener números'],
    }),
    dateOfBirth: date({
      required: 'La fecha de nacimiento es requerida',
      invalid: 'La fecha de nacimiento no es válida',
      notFuture: 'La fecha de nacimiento no puede ser futura',
    }),
    address: text({ required: 'La dirección es requerida', charset: wordish }),
    mobilePhone,
    email: email(providerEmail),
    identityDocument: text({
      min: [6, 'El documento debe tener entre 6 y 9 dígitos'],
      max: [9, 'El documento debe tener entre 6 y 9 dígitos'],
      charset: [digitsOnly[0], 'El documento solo puede contener números'],
    }),
    isChild,
    representativeId,
    vaccinationCenterId,
  }),
  [
    {
      kind: 'requiredWhen',
      field: 'identityDocument',
      when: { field: 'isChild', equals: false },
      message: 'El documento es requerido',
    },
    representativeRequired,
  ],
);

const editSchema = withObjectRules(
  z.object({
    firstName: text({
      required: 'El nombre es requerido',
      min: [2, 'El nombre debe tener al menos 2 letras'],
      charset: spanishLetters,
    }),
    lastname: text({
      required: 'El apellido es requerido',
      min: [2, 'El apellido debe tener al menos 2 letras'],
      charset: spanishLetters,
    }),
    identityDocument: text({
      required: 'El documento es requerido',
      min: [6, 'El documento debe tener al menos 6 dígitos'],
      charset: [digitsOnly[0], 'El documento solo puede contener números'],
    }),
    mobilePhone,
    address: text({ min: [5, 'La dirección debe tener al menos 5 caracteres'], charset: wordish }),
    isChild,
    representativeId,
    vaccinationCenterId,
  }),
  [representativeRequired],
);

const fields = [
  { name: 'isChild', label: 'Menor sin documento de identidad' },
  {
    name: 'identityDocument',
    label: 'Documento de identidad',
    isUnique: true,
    hideWhen: { field: 'isChild', equals: true },
  },
  {
    name: 'representativeId',
    label: 'Representante',
    showWhen: { field: 'isChild', equals: true },
    reference: {
      entity: 'patients',
      as: 'representative',
      pick: ['identityDocument', 'firstName', 'lastname'],
      labelKeys: ['firstName', 'lastname', 'identityDocument'],
      where: { isChild: false },
      choose: 'search',
    },
  },
  { name: 'firstName', label: 'Nombre' },
  { name: 'lastname', label: 'Apellido' },
  { name: 'dateOfBirth', label: 'Fecha de nacimiento', isIndexed: true },
  { name: 'age', label: 'Edad' },
  { name: 'mobilePhone', label: 'Celular', kind: 'phone', placeholder: '11 dígitos o más' },
  { name: 'email', label: 'Correo electrónico', placeholder: 'paciente@gmail.com' },
  { name: 'address', label: 'Dirección' },
  {
    name: 'vaccinationCenterId',
    label: 'Centro de salud de referencia',
    reference: {
      entity: 'vaccination-centers',
      as: 'vaccinationCenter',
      pick: ['centerName'],
      labelKeys: ['centerName'],
    },
  },
] as const;

export const patients = defineEntity({
  name: 'patients',
  path: '/patients',
  labels: { singular: 'Paciente', plural: 'Pacientes' },
  labelKeys: ['firstName', 'lastname'],
  schemas: { create: registerSchema, edit: editSchema },
  fields,
  columns: [
    // An imported patient may lack what the register asks for until staff complete it.
    { key: 'identityDocument', label: 'Documento', whenMissing: 'Sin dato' },
    { key: 'firstName', label: 'Nombre' },
    { key: 'lastname', label: 'Apellido' },
    { key: 'age', label: 'Edad', whenMissing: 'Sin dato' },
    { key: 'mobilePhone', label: 'Celular', whenMissing: 'Sin dato' },
    { key: 'email', label: 'Correo', whenMissing: 'Sin dato' },
    { key: 'representative.identityDocument', label: 'Representante' },
  ],
  searchKeys: ['identityDocument', 'firstName', 'lastname'],
  defaultSort: { key: 'lastname', order: 'asc' },
  // A patient by their catchment centre or any active dose given at a centre in scope; anyone else's for a day, with a reason.
  scope: {
    center: 'vaccinationCenterId',
    through: { entity: 'applied-doses', field: 'patientId', center: 'vaccinationCenterId' },
    canGrant: true,
  },
  isReadAudited: true,
  access: staffRegisters,
  // Registering a patient twice splits their history: the form first asks for close matches.
  similar: {
    route: '/similar',
    params: { firstName: 'firstName', lastname: 'lastname', birthDate: 'dateOfBirth' },
    texts: {
      title: 'Este paciente podría estar ya registrado',
      intro: 'Hay pacientes con un nombre igual o muy parecido y la misma fecha de nacimiento.',
      use: 'Usar este paciente',
      registerAnyway: 'Registrar de todos modos',
    },
    details: [
      { key: 'identityDocument', label: 'Documento', whenMissing: 'Menor sin documento' },
      { key: 'dateOfBirth', label: 'Fecha de nacimiento' },
    ],
  },
  // Declared with their schemas in the domain, answered by the patients' server behaviour, mounted
  // with the CRUD routes ('/similar' before '/:id').
  routes: patientRoutes,
  // The page is the admin's (spec, section 2); the health staff reads these rows for the dose form only.
  page: {
    path: 'pacientes',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiAccountGroupOutline, order: 50 },
  },
  // The vaccination card (src/app/card), for the staff who read patients: linked from each row.
  views: [
    {
      name: 'card',
      kind: 'page',
      path: ':id/carnet',
      rowLink: { label: 'Ver carnet', icon: mdiCardAccountDetailsOutline },
    },
  ],
});
