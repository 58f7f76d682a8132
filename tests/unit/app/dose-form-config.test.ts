import { describe, expect, it } from 'vitest';
import { patientOption } from '../../../src/app/doses/patient-option';
import { maxLengthOf } from '../../../src/app/doses/schema-limits';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';

describe('maxLengthOf', () => {
  it('should read the limit of a text field from its rules', () => {
    expect(maxLengthOf(appliedDoses.schemas.create, 'observations')).toBe(1000);
    expect(maxLengthOf(patients.schemas.create, 'age')).toBe(3);
  });

  it('should give null for a field without a limit or not in the schema', () => {
    expect(maxLengthOf(appliedDoses.schemas.create, 'doseNumber')).toBeNull();
    expect(maxLengthOf(appliedDoses.schemas.create, 'unknown')).toBeNull();
  });
});

describe('patientOption', () => {
  it('should label a registered patient like the patient search does', () => {
    expect(
      patientOption({ id: 9, isActive: true, firstName: 'Ana', lastname: 'Ruiz', identityDocument: '40123987' }),
    ).toEqual({ value: 9, label: 'Ana Ruiz 40123987' });
  });
});
