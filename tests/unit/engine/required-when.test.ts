import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boolean, integer, optionalReference, reference, withObjectRules } from '../../../src/engine/rules';

const dose = withObjectRules(
  z.object({
    patientId: reference({ required: 'Debe seleccionar un paciente' }),
    isHistorical: boolean({ invalid: 'Indique si la dosis es anterior', whenMissing: false }),
    vaccineBatchId: optionalReference({ invalid: 'Debe seleccionar un lote' }),
    doseNumber: integer({ required: 'El número de dosis es requerido', min: [1, 'La dosis debe ser al menos 1'] }),
    maximum: integer({ required: 'El máximo es requerido', min: [1, 'Al menos 1'] }),
  }),
  [
    {
      kind: 'requiredWhen',
      field: 'vaccineBatchId',
      when: { field: 'isHistorical', equals: false },
      message: 'Debe seleccionar un lote',
    },
    { kind: 'notGreaterThan', field: 'doseNumber', than: 'maximum', message: 'La dosis supera el máximo' },
  ],
);

const messagesOf = (payload: unknown) => {
  const result = dose.safeParse(payload);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('requiredWhen beside the fields’ own rules', () => {
  it('should say a field another requires along with every other missing field, as a required one is', () => {
    expect(messagesOf({})).toEqual({
      patientId: 'Debe seleccionar un paciente',
      vaccineBatchId: 'Debe seleccionar un lote',
      doseNumber: 'El número de dosis es requerido',
      maximum: 'El máximo es requerido',
    });
  });

  it('should read a flag a body leaves out as its whenMissing value', () => {
    expect(messagesOf({ patientId: 1, doseNumber: 1, maximum: 2 })).toEqual({
      vaccineBatchId: 'Debe seleccionar un lote',
    });
    expect(messagesOf({ patientId: 1, doseNumber: 1, maximum: 2, isHistorical: true })).toEqual({});
  });

  it('should compare fields only once both are valid', () => {
    expect(messagesOf({ patientId: 'x', vaccineBatchId: 3, doseNumber: 5, maximum: 2 })).toEqual({
      patientId: 'Debe seleccionar un paciente',
    });
    expect(messagesOf({ patientId: 1, vaccineBatchId: 3, doseNumber: 5, maximum: 2 })).toEqual({
      doseNumber: 'La dosis supera el máximo',
    });
  });
});
