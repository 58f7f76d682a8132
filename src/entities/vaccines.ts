import { mdiBottleTonicPlusOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { vaccineText } from '../domain/messages';
import { adminOnly } from '../domain/roles';
import { defineEntity, integer, reference, text } from '../engine';

const vaccineSchema = z.object({
  vaccineName: text({ required: 'El nombre de la vacuna es requerido', charset: vaccineText }),
  requiredDoses: integer({
    required: 'Las dosis requeridas son requeridas',
    min: [1, 'Debe requerir al menos 1 dosis'],
  }),
  doseIntervalDays: integer({
    required: 'El intervalo entre dosis es requerido',
    min: [1, 'El intervalo debe ser de al menos 1 día'],
  }),
  storageTemperature: text({
    required: 'La temperatura de almacenamiento es requerida',
    min: [5, 'La temperatura debe tener al menos 5 caracteres'],
    charset: vaccineText,
  }),
  manufacturerId: reference({ required: 'Debe seleccionar un fabricante' }),
});

export const vaccines = defineEntity({
  name: 'vaccines',
  path: '/vaccines',
  labels: { singular: 'Vacuna', plural: 'Vacunas', isFeminine: true },
  schemas: { create: vaccineSchema, edit: vaccineSchema },
  fields: [
    {
      name: 'vaccineName',
      label: 'Nombre de la vacuna',
      isUniqueName: true,
      placeholder: 'Ej. Triple viral',
    },
    { name: 'requiredDoses', label: 'Dosis requeridas' },
    { name: 'doseIntervalDays', label: 'Intervalo entre dosis (días)' },
    { name: 'storageTemperature', label: 'Temperatura de almacenamiento', placeholder: 'Ej. 2 a 8 °C' },
    {
      name: 'manufacturerId',
      label: 'Fabricante',
      reference: {
        entity: 'manufacturers',
        as: 'manufacturer',
        pick: ['manufacturerName'],
        labelKeys: ['manufacturerName'],
      },
    },
  ],
  columns: [
    { key: 'vaccineName', label: 'Vacuna' },
    { key: 'manufacturer.manufacturerName', label: 'Fabricante' },
    { key: 'requiredDoses', label: 'Dosis requeridas' },
    { key: 'doseIntervalDays', label: 'Intervalo (días)' },
    { key: 'storageTemperature', label: 'Temperatura' },
  ],
  access: adminOnly,
  page: {
    path: 'vacunas',
    menu: { group: menuGroups.management, icon: mdiBottleTonicPlusOutline, order: 70 },
  },
});
