import { mdiBottleTonicPlusOutline } from '@mdi/js';
import { z } from 'zod';
import { parseVaccineAntigens } from '../domain/cdsi/panel/vaccine-antigens';
import { menuGroups } from '../domain/menu-groups';
import { vaccineText } from '../domain/messages';
import { adminOnly } from '../domain/roles';
import {
  alphabets,
  charsetOf,
  defineEntity,
  integer,
  reference,
  text,
  withCustomRule,
  withObjectRules,
} from '../engine';

/** A code system's URI, as FHIR's `Coding.system` takes it: `http(s)://…` or `urn:…`, no spaces. */
const uriShape = /^(https?:\/\/[^\s/]+(\/\S*)?|urn:[a-z0-9-]+:\S+)$/i;

const codeSystem = withCustomRule(
  text({
    charset: [
      charsetOf('codeSystemUri', `${alphabets.plainLetters}${alphabets.digits}:/.-_#%?=&~`),
      'El sistema de códigos solo puede contener letras sin tildes, números y los símbolos de una URI',
    ],
  }),
  {
    name: 'codeSystemUri',
    message: 'El sistema de códigos debe ser una URI, como http://snomed.info/sct',
    isValid: (value) => value === undefined || value === null || value === '' || uriShape.test(value),
    breaking: ['snomed', 'snomed.info/sct', 'http:sct'],
    passing: ['http://snomed.info/sct', 'http://hl7.org/fhir/sid/cvx', 'http://www.whocc.no/atc'],
  },
);

const code = text({
  max: [64, 'El código no puede superar 64 caracteres'],
  charset: [
    charsetOf('standardCode', `${alphabets.plainLetters}${alphabets.digits}.-_`),
    'El código solo puede contener letras sin tildes, números, puntos y guiones',
  ],
});

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A standard code is a pair: its system and the code in it, both or neither. */
const codePair = [
  {
    kind: 'custom',
    name: 'codeNeedsSystem',
    field: 'codeSystem',
    message: 'Indique el sistema de códigos del código',
    isBroken: (values: Readonly<Record<string, unknown>>) => isGiven(values.code) && !isGiven(values.codeSystem),
    breakWith: { code: '412403009', codeSystem: '' },
  },
  {
    kind: 'custom',
    name: 'systemNeedsCode',
    field: 'code',
    message: 'Indique el código de la vacuna en ese sistema',
    isBroken: (values: Readonly<Record<string, unknown>>) => isGiven(values.codeSystem) && !isGiven(values.code),
    breakWith: { codeSystem: 'http://snomed.info/sct', code: '' },
  },
] as const;

const vaccineFields = z.object({
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
  codeSystem,
  code,
  dosesPerVial: integer({
    min: [1, 'Un vial debe tener al menos 1 dosis'],
    max: [50, 'Un vial no puede tener más de 50 dosis'],
    integer: 'Las dosis por vial deben ser un número entero',
  }),
  openVialHours: integer({
    min: [1, 'Un vial abierto debe poder usarse al menos 1 hora'],
    max: [720, 'Un vial abierto no puede usarse más de 720 horas (30 días)'],
    integer: 'Las horas de uso de un vial abierto deben ser un número entero',
  }),
  antigens: withCustomRule(text({ max: [1000, 'Los antígenos no pueden superar 1000 caracteres'] }), {
    name: 'vaccineAntigens',
    message: "Escriba los antígenos separados por comas, con sus edades entre paréntesis: 'Varicela (hasta 50 years)'",
    isValid: (value) => parseVaccineAntigens(value) !== null,
    breaking: ['Hib (', 'Hib (desde seis)', 'Zóster (hasta 50 años)'],
    passing: ['Difteria, Tétanos, Tos convulsa', 'Varicela (hasta 50 years), Zóster (desde 50 years)'],
  }),
});

/** The vaccine's payload; its optional standard code (FHIR's `vaccineCode`) is a system and a code. */
const vaccineSchema = withObjectRules(vaccineFields, codePair);

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
    // Added later: the table's columns follow this order, and a migration appends them.
    { name: 'codeSystem', label: 'Sistema de códigos (URI)', placeholder: 'Ej. http://snomed.info/sct' },
    { name: 'code', label: 'Código estándar', placeholder: 'Ej. 412403009' },
    // Issue 42: a multi-dose vial's doses (1 when absent) and how long an opened one may be used.
    { name: 'dosesPerVial', label: 'Dosis por vial', placeholder: 'Ej. 10' },
    { name: 'openVialHours', label: 'Horas de uso de un vial abierto', placeholder: 'Ej. 6' },
    // CDSi: a dose of the vaccine counts for each of these antigens (the behaviour checks they exist).
    {
      name: 'antigens',
      label: 'Antígenos (separados por comas)',
      placeholder: 'Ej. Difteria, Tétanos, Tos convulsa, Hepatitis B, Hib',
    },
  ],
  columns: [
    { key: 'vaccineName', label: 'Vacuna' },
    { key: 'manufacturer.manufacturerName', label: 'Fabricante' },
    { key: 'antigens', label: 'Antígenos' },
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
