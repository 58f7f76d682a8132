import fc from 'fast-check';
import {
  chosenId,
  foreignTo,
  noChoice,
  notANumber,
  specAlphabets,
  textOf,
  textOfLength,
  wholeBelow,
  wholeFrom,
  withForeign,
} from './generators';
import type { SpecRule } from './spec-rule';

const register = ['applied-doses create'];
const both = ['applied-doses create', 'applied-doses edit'];
/** A dose given here, from a lot: the panel also registers doses given elsewhere, which name no lot. */
const givenHere = { isHistorical: false } as const;

/** A select's row: a chosen id passes, no choice is refused with its 'Debe seleccionar ...' message. */
const select = (spec: string, field: string, message: string, given?: Record<string, unknown>): SpecRule => ({
  spec,
  schemas: both,
  field,
  given,
  valid: chosenId,
  invalid: noChoice,
  message,
  messageFrom: 'product',
});

/**
 * Section 5's dose register and dose edit lines, and section 9's observaciones limit. The register's
 * "min 3" of patient and lot is the length of the text typed in their search boxes: the payload
 * carries the chosen row's id.
 */
export const doseRules: readonly SpecRule[] = [
  select(
    "5 Dose register: patient required, min 3 · Dose edit: patient required · selects show 'Debe seleccionar ...' messages",
    'patientId',
    'Debe seleccionar un paciente',
  ),
  select(
    '5 Dose register: lot required, min 3 · Dose edit: batch required',
    'vaccineBatchId',
    'Debe seleccionar un lote',
    givenHere,
  ),
  select(
    '5 Dose register: center required · Dose edit: center required',
    'vaccinationCenterId',
    'Debe seleccionar un centro de salud',
  ),
  {
    spec: '5 Dose register: healthProfessional required',
    schemas: register,
    field: 'applyingUserId',
    valid: chosenId,
    invalid: noChoice,
    message: 'Debe seleccionar un profesional de salud',
    messageFrom: 'product',
  },
  {
    spec: '5 Dose register: doseNumber required',
    schemas: register,
    field: 'doseNumber',
    invalid: notANumber,
    message: 'El número de dosis es requerido',
    messageFrom: 'product',
  },
  {
    spec: "5 Dose register: doseNumber min 1 · Dose edit: dose number min 1 ('La dosis debe ser al menos 1')",
    schemas: both,
    field: 'doseNumber',
    valid: wholeFrom(1),
    invalid: wholeBelow(1),
    edges: { valid: [1, 2], invalid: [0, -1] },
    message: 'La dosis debe ser al menos 1',
    messageFrom: 'spec',
  },
  {
    spec: '5 Dose register: observaciones max 1000 · 9: observaciones max 1000',
    schemas: register,
    field: 'observations',
    valid: fc.oneof(fc.constantFrom(undefined, null, ''), textOf(specAlphabets.wordish, 1, 1000)),
    invalid: textOf(specAlphabets.wordish, 1001, 1100),
    edges: {
      valid: [textOfLength(specAlphabets.wordish, 1000), textOfLength(specAlphabets.wordish, 999)],
      invalid: [textOfLength(specAlphabets.wordish, 1001)],
    },
    message: 'Las observaciones no pueden superar 1000 caracteres',
    messageFrom: 'product',
  },
  {
    spec: '5 Dose register: observaciones letters/digits/space/_/- only',
    schemas: register,
    field: 'observations',
    valid: textOf(specAlphabets.wordish, 1, 200),
    invalid: withForeign(specAlphabets.wordish, foreignTo.wordish, 1, 200),
    edges: { valid: ['Sin reacciones - brazo_izquierdo 2'], invalid: ['Fiebre: 38°', 'Dolor leve.', '¿Alergia?'] },
    message: 'Solo se permiten letras, números, espacios, guiones y guiones bajos',
    messageFrom: 'product',
  },
];
