import { mdiSwapHorizontal } from '@mdi/js';
import { z } from 'zod';
import { durationSchema } from '../domain/cdsi/schedule-model';
import { menuGroups } from '../domain/menu-groups';
import { adminRoles, staffReads } from '../domain/roles';
import { alphabets, charsetOf, defineEntity, text, withCustomRule } from '../engine';

const productKey = (label: string) =>
  text({
    required: `La vacuna ${label} es requerida`,
    max: [64, 'El código no puede superar 64 caracteres'],
    charset: [
      charsetOf('productKey', `${alphabets.plainLetters}${alphabets.digits}#`),
      'Indique el código CVX de la vacuna, o # y su número en el panel',
    ],
  });

const duration = (label: string) =>
  withCustomRule(text({ required: `El ${label} es requerido` }), {
    name: 'cdsiDuration',
    message: `El ${label} debe escribirse como en CDSi, por ejemplo '28 days' o '6 months - 4 days'`,
    isValid: (value) => durationSchema.safeParse(value).success,
    breaking: ['28', 'veintiocho días', '28 dias'],
    passing: ['0 days', '28 days', '24 days'],
  });

const conflictSchema = z.object({
  previousCvx: productKey('anterior'),
  currentCvx: productKey('actual'),
  beginInterval: duration('inicio del intervalo'),
  minimumEndInterval: duration('fin mínimo del intervalo'),
  endInterval: duration('fin del intervalo'),
});

/**
 * A live-virus conflict (CDSi): a live vaccine given within a window after another live vaccine
 * makes the later dose not valid (varicela 25 days after triple viral). Vaccines by their CVX
 * code, or `#` and their id in the panel for one without a CVX code.
 */
export const liveVirusConflicts = defineEntity({
  name: 'live-virus-conflicts',
  path: '/live-virus-conflicts',
  labels: { singular: 'Conflicto de vacunas vivas', plural: 'Conflictos de vacunas vivas' },
  labelKeys: ['previousCvx', 'currentCvx'],
  schemas: { create: conflictSchema, edit: conflictSchema },
  fields: [
    { name: 'previousCvx', label: 'Vacuna anterior (CVX o #número)', placeholder: 'Ej. 03' },
    { name: 'currentCvx', label: 'Vacuna actual (CVX o #número)', placeholder: 'Ej. 21' },
    { name: 'beginInterval', label: 'Inicio del intervalo', placeholder: 'Ej. 0 days' },
    { name: 'minimumEndInterval', label: 'Fin mínimo (con 4 días de gracia)', placeholder: 'Ej. 24 days' },
    { name: 'endInterval', label: 'Fin del intervalo', placeholder: 'Ej. 28 days' },
  ],
  columns: [
    { key: 'previousCvx', label: 'Anterior' },
    { key: 'currentCvx', label: 'Actual' },
    { key: 'beginInterval', label: 'Desde' },
    { key: 'endInterval', label: 'Hasta' },
  ],
  access: staffReads,
  page: {
    path: 'conflictos-vacunas-vivas',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiSwapHorizontal, order: 28 },
  },
});
