import { mdiHumanMaleFemaleChild } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { staffReads } from '../domain/roles';
import { defineEntity, integer, reference } from '../engine';

const yearMessage = 'El año debe estar entre 2000 y 2100';
const ageMessage = 'La edad debe estar entre 0 y 120 años';

const populationSchema = z.object({
  vaccinationCenterId: reference({ required: 'Debe seleccionar un centro de salud' }),
  year: integer({ required: 'El año es requerido', min: [2000, yearMessage], max: [2100, yearMessage] }),
  ageInYears: integer({ required: 'La edad es requerida', min: [0, ageMessage], max: [120, ageMessage] }),
  population: integer({ required: 'La población es requerida', min: [1, 'La población debe ser al menos 1'] }),
});

/**
 * The people of an age a centre serves in a year: the denominator of the coverage indicators
 * (`/indicators/coverage`). One active row per centre, year and age (the behaviour refuses a
 * second with 409). Ages are whole years: 0 for the infants, 1 for the one-year-olds.
 */
export const targetPopulations = defineEntity({
  name: 'target-populations',
  path: '/target-populations',
  labels: { singular: 'Población objetivo', plural: 'Poblaciones objetivo', isFeminine: true },
  labelKeys: ['vaccinationCenter.centerName', 'year', 'ageInYears'],
  schemas: { create: populationSchema, edit: populationSchema },
  fields: [
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
    { name: 'year', label: 'Año', placeholder: 'Ej. 2026' },
    { name: 'ageInYears', label: 'Edad (años cumplidos)', placeholder: 'Ej. 0 para menores de 1 año' },
    { name: 'population', label: 'Población', placeholder: 'Ej. 1200' },
  ],
  columns: [
    { key: 'vaccinationCenter.centerName', label: 'Centro' },
    { key: 'year', label: 'Año' },
    { key: 'ageInYears', label: 'Edad (años)' },
    { key: 'population', label: 'Población' },
  ],
  defaultSort: { key: 'year', order: 'desc' },
  // The admin enters the populations; the health staff reads them (the indicators page divides by them).
  scope: { center: 'vaccinationCenterId' },
  access: staffReads,
  page: {
    path: 'poblacion-objetivo',
    menu: { label: 'Población objetivo', group: menuGroups.management, icon: mdiHumanMaleFemaleChild, order: 55 },
  },
});
