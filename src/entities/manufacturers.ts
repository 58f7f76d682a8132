import { mdiFactory } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { adminOnly } from '../domain/roles';
import { charsets, defineEntity, reference, text } from '../engine';

const manufacturerSchema = z.object({
  manufacturerName: text({
    required: 'El nombre del fabricante es requerido',
    charset: [charsets.plainLetters, 'Solo pueden ser letras sin tildes'],
  }),
  countryId: reference({ required: 'Debe seleccionar un país' }),
});

export const manufacturers = defineEntity({
  name: 'manufacturers',
  path: '/manufacturers',
  labels: { singular: 'Fabricante', plural: 'Fabricantes' },
  schemas: { create: manufacturerSchema, edit: manufacturerSchema },
  fields: [
    {
      name: 'manufacturerName',
      label: 'Nombre del fabricante',
      isUniqueName: true,
      placeholder: 'Ej. Pfizer',
    },
    {
      name: 'countryId',
      label: 'País',
      reference: { entity: 'countries', as: 'country', pick: ['nameCountry'], labelKeys: ['nameCountry'] },
    },
  ],
  columns: [
    { key: 'manufacturerName', label: 'Fabricante' },
    { key: 'country.nameCountry', label: 'País' },
  ],
  access: adminOnly,
  page: {
    path: 'fabricantes',
    menu: { group: menuGroups.management, icon: mdiFactory, order: 30 },
  },
});
