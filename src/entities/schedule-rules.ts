import { mdiCalendarClockOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { adminRoles, staffReads } from '../domain/roles';
import { defineEntity, integer, reference, withObjectRules } from '../engine';

const ageDays = (label: string) =>
  integer({ required: `La ${label} es requerida`, min: [0, `La ${label} no puede ser negativa`] });

// The ages of one dose, in days since birth: minimum ≤ recommended < overdue ≤ maximum.
const ruleSchema = withObjectRules(
  z.object({
    vaccineId: reference({ required: 'Debe seleccionar una vacuna' }),
    doseNumber: integer({ required: 'El número de dosis es requerido', min: [1, 'La dosis debe ser al menos 1'] }),
    minimumAgeDays: ageDays('edad mínima'),
    recommendedAgeDays: ageDays('edad recomendada'),
    overdueAgeDays: ageDays('edad de atraso'),
    maximumAgeDays: integer({ min: [0, 'La edad máxima no puede ser negativa'] }),
    minimumIntervalDays: integer({
      required: 'El intervalo mínimo es requerido',
      min: [0, 'El intervalo mínimo no puede ser negativo'],
    }),
  }),
  [
    {
      kind: 'notGreaterThan',
      field: 'minimumAgeDays',
      than: 'recommendedAgeDays',
      message: 'La edad mínima no puede ser mayor que la edad recomendada',
    },
    {
      kind: 'lessThan',
      field: 'recommendedAgeDays',
      than: 'overdueAgeDays',
      message: 'La edad recomendada debe ser menor que la edad de atraso',
    },
    {
      kind: 'notGreaterThan',
      field: 'overdueAgeDays',
      than: 'maximumAgeDays',
      message: 'La edad de atraso no puede ser mayor que la edad máxima',
    },
  ],
);

/**
 * The national schedule: when each dose of a vaccine is given, by age and by the interval
 * since the previous dose. One active rule per vaccine and dose number (the behaviour checks
 * it, and that the dose is within the vaccine's series); a vaccine without rules keeps its
 * series' interval at any age.
 */
export const scheduleRules = defineEntity({
  name: 'schedule-rules',
  path: '/schedule-rules',
  labels: { singular: 'Regla del esquema', plural: 'Reglas del esquema', isFeminine: true },
  labelKeys: ['vaccine.vaccineName', 'doseNumber'],
  schemas: { create: ruleSchema, edit: ruleSchema },
  fields: [
    {
      name: 'vaccineId',
      label: 'Vacuna',
      reference: { entity: 'vaccines', as: 'vaccine', pick: ['vaccineName'], labelKeys: ['vaccineName'] },
    },
    { name: 'doseNumber', label: 'Número de dosis' },
    { name: 'minimumAgeDays', label: 'Edad mínima (días)', placeholder: 'Ej. 42 (6 semanas)' },
    { name: 'recommendedAgeDays', label: 'Edad recomendada (días)', placeholder: 'Ej. 60 (2 meses)' },
    { name: 'overdueAgeDays', label: 'Edad de atraso (días)', placeholder: 'Ej. 90 (3 meses)' },
    { name: 'maximumAgeDays', label: 'Edad máxima (días)', placeholder: 'Vacío si no tiene' },
    { name: 'minimumIntervalDays', label: 'Intervalo mínimo desde la dosis anterior (días)', placeholder: 'Ej. 28' },
  ],
  columns: [
    { key: 'vaccine.vaccineName', label: 'Vacuna' },
    { key: 'doseNumber', label: 'Dosis' },
    { key: 'minimumAgeDays', label: 'Mínima' },
    { key: 'recommendedAgeDays', label: 'Recomendada' },
    { key: 'overdueAgeDays', label: 'Atraso' },
    { key: 'maximumAgeDays', label: 'Máxima' },
    { key: 'minimumIntervalDays', label: 'Intervalo' },
  ],
  // One sort key only: by vaccine its rules would follow their ids, not their dose numbers.
  defaultSort: { key: 'doseNumber', order: 'asc' },
  access: staffReads,
  // The page is the admin's; the health staff reads the rules through the API (the forecast, the dose form).
  page: {
    path: 'esquema',
    roles: adminRoles,
    menu: { label: 'Esquema', group: menuGroups.management, icon: mdiCalendarClockOutline, order: 25 },
  },
});
