import { mdiEarth } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { spanishLetters } from '../domain/messages';
import { adminOnly } from '../domain/roles';
import { defineEntity, text } from '../engine';

const countrySchema = z.object({
  nameCountry: text({
    required: 'El nombre del país es requerido',
    min: [3, 'El país debe tener al menos 3 letras'],
    charset: spanishLetters,
  }),
});

export const countries = defineEntity({
  name: 'countries',
  path: '/countries',
  labels: { singular: 'País', plural: 'Países' },
  schemas: { create: countrySchema, edit: countrySchema },
  fields: [{ name: 'nameCountry', label: 'País', isUniqueName: true, placeholder: 'Ej. Colombia' }],
  columns: [{ key: 'nameCountry', label: 'País' }],
  access: adminOnly,
  page: {
    path: 'pais',
    menu: { label: 'País', group: menuGroups.management, icon: mdiEarth, order: 60 },
  },
});
