import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema } from '../../src/domain/login';
import { appliedDoses } from '../../src/entities/applied-doses';
import { manufacturers } from '../../src/entities/manufacturers';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../src/entities/vaccine-batches';

const firstMessage = (schema: z.ZodObject, payload: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

/** The messages spec section 5 writes out, quoted here verbatim, each reached by breaking its rule. */
const specMessages: [
  rule: string,
  schema: z.ZodObject,
  payload: Record<string, unknown>,
  field: string,
  message: string,
][] = [
  [
    'login email required',
    loginSchema,
    { email: '', password: 'secreta' },
    'email',
    'El correo electrónico es requerido',
  ],
  [
    'allowed providers',
    loginSchema,
    { email: 'ana@empresa.com', password: 'secreta' },
    'email',
    'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
  ],
  [
    'password min 6',
    loginSchema,
    { email: 'ana@gmail.com', password: '12345' },
    'password',
    'Debe contener minimo 6 letras',
  ],
  [
    'manufacturer name without accents',
    manufacturers.schemas.create,
    { manufacturerName: 'Laboratorio Peñón', countryId: 1 },
    'manufacturerName',
    'Solo pueden ser letras sin tildes',
  ],
  [
    'manufacture date not future',
    vaccineBatches.schemas.create,
    { manufactureDate: '2999-01-01' },
    'manufactureDate',
    'La fecha de fabricación no puede ser futura',
  ],
  ['dose edit dose number', appliedDoses.schemas.edit, { doseNumber: 0 }, 'doseNumber', 'La dosis debe ser al menos 1'],
  [
    'centre email',
    vaccinationCenters.schemas.create,
    { email: 'centro@empresa.com' },
    'email',
    'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
  ],
];

describe('spec section 5 messages, verbatim', () => {
  it.each(specMessages)('%s: should answer the spec text', (_rule, schema, payload, field, message) => {
    expect(firstMessage(schema, payload, field)).toBe(message);
  });

  it.each([
    ['patientId', 'Debe seleccionar un paciente'],
    ['vaccineBatchId', 'Debe seleccionar un lote'],
    ['vaccinationCenterId', 'Debe seleccionar un centro de salud'],
    ['applyingUserId', 'Debe seleccionar un profesional de salud'],
  ])("dose register %s: should say 'Debe seleccionar ...'", (field, message) => {
    expect(firstMessage(appliedDoses.schemas.create, {}, field)).toBe(message);
  });
});
