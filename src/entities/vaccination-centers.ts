import { mdiHospitalBuilding } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { digitsOnly, phoneLength, providerEmail, wordish } from '../domain/messages';
import { adminRoles, staffReads } from '../domain/roles';
import { centerRoutes } from '../domain/supply/center-routes';
import { defineEntity, email, reference, text } from '../engine';

const centerSchema = z.object({
  centerName: text({
    required: 'El nombre del centro es requerido',
    min: [3, 'El nombre del centro debe tener al menos 3 caracteres'],
    charset: wordish,
  }),
  address: text({ required: 'La dirección es requerida', charset: wordish }),
  phone: text({ required: 'El teléfono es requerido', min: phoneLength('El teléfono'), charset: digitsOnly }),
  mobilePhone: text({ required: 'El celular es requerido', min: phoneLength('El celular'), charset: digitsOnly }),
  email: email(providerEmail),
  orgUnitId: reference({ required: 'Debe seleccionar el distrito del centro' }),
});

export const vaccinationCenters = defineEntity({
  name: 'vaccination-centers',
  path: '/vaccination-centers',
  labels: { singular: 'Centro de salud', plural: 'Centros de Salud' },
  schemas: { create: centerSchema, edit: centerSchema },
  fields: [
    {
      name: 'centerName',
      label: 'Nombre del centro',
      isUniqueName: true,
      placeholder: 'Ej. Centro de Salud Norte',
    },
    { name: 'address', label: 'Dirección' },
    { name: 'phone', label: 'Teléfono', kind: 'phone', placeholder: '11 dígitos o más' },
    { name: 'mobilePhone', label: 'Celular', kind: 'phone', placeholder: '11 dígitos o más' },
    { name: 'email', label: 'Correo electrónico', placeholder: 'centro@gmail.com' },
    {
      name: 'orgUnitId',
      label: 'Distrito',
      reference: {
        entity: 'org-units',
        as: 'orgUnit',
        pick: ['name', 'level', 'parentId'],
        labelKeys: ['name'],
        where: { level: 'district' },
      },
    },
  ],
  columns: [
    { key: 'centerName', label: 'Centro' },
    { key: 'address', label: 'Dirección' },
    { key: 'phone', label: 'Teléfono' },
    { key: 'mobilePhone', label: 'Celular' },
    { key: 'email', label: 'Correo' },
    { key: 'orgUnit.name', label: 'Distrito' },
  ],
  // A centre is in scope when it is the user's, or under the user's unit.
  scope: { center: 'id', unit: 'orgUnitId' },
  access: staffReads,
  // The page is the admin's (spec, section 2); the health staff reads these rows for the dose form only.
  page: {
    path: 'area-salud',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiHospitalBuilding, order: 10 },
  },
  // 'Cerrar jornada' (docs/supply.md), answered by the centres' behaviour.
  routes: centerRoutes,
});
