import { mdiClipboardPulseOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { scheduleText } from '../domain/messages';
import { adminRoles, staffReads } from '../domain/roles';
import { alphabets, charsetOf, defineEntity, text } from '../engine';

const observationSchema = z.object({
  observationCode: text({
    required: 'El código de la observación es requerido',
    max: [16, 'El código no puede superar 16 caracteres'],
    charset: [charsetOf('observationCode', `${alphabets.digits}`), 'El código solo puede contener números'],
  }),
  observationTitle: text({
    required: 'El título de la observación es requerido',
    max: [500, 'El título no puede superar 500 caracteres'],
    charset: scheduleText,
  }),
});

/**
 * A coded fact of a patient's medical history (CDSi observation: embarazo, inmunodeficiencia,
 * evidencia de inmunidad), which an antigen's document names by code for its immunity,
 * contraindications and risk series.
 */
export const observations = defineEntity({
  name: 'observations',
  path: '/observations',
  labels: { singular: 'Observación clínica', plural: 'Observaciones clínicas', isFeminine: true },
  schemas: { create: observationSchema, edit: observationSchema },
  fields: [
    { name: 'observationCode', label: 'Código', isUnique: true, placeholder: 'Ej. 007' },
    { name: 'observationTitle', label: 'Observación', placeholder: 'Ej. Embarazo' },
  ],
  columns: [
    { key: 'observationCode', label: 'Código' },
    { key: 'observationTitle', label: 'Observación' },
  ],
  defaultSort: { key: 'observationCode', order: 'asc' },
  access: staffReads,
  page: {
    path: 'observaciones-clinicas',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiClipboardPulseOutline, order: 29 },
  },
});
