import { describe, expect, it } from 'vitest';
import type { FieldConfig, FieldKind } from '../../../src/engine/contract/entity';
import {
  defaultValueFor,
  defaultValuesOf,
  formFieldsOf,
  isFieldVisible,
  readOnlyFieldsOf,
  readOnlyText,
  toDateTimeLocal,
  valuesFromRow,
} from '../../../src/engine/contract/form-fields';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { manufacturers } from '../../../src/entities/manufacturers';
import { patients } from '../../../src/entities/patients';
import { volunteers } from '../../fixtures/engine-entities';
import { volunteerRow } from '../../fixtures/engine-rows';

const names = (fields: readonly FieldConfig[]) => fields.map((field) => field.name);

describe('formFieldsOf', () => {
  it('should keep the fields the schema accepts, in the fields order', () => {
    expect(names(formFieldsOf(patients, patients.schemas.edit))).toEqual([
      'isChild',
      'identityDocument',
      'representativeId',
      'firstName',
      'lastname',
      'mobilePhone',
      'address',
      'vaccinationCenterId',
    ]);
    expect(names(formFieldsOf(manufacturers, manufacturers.schemas.create))).toEqual(['manufacturerName', 'countryId']);
  });

  it('should leave out private fields and fields the mode schema lacks', () => {
    const createNames = names(formFieldsOf(volunteers, volunteers.schemas.create));
    expect(createNames).not.toContain('secret');
    expect(createNames).toContain('birthDate');
    expect(names(formFieldsOf(volunteers, volunteers.schemas.edit))).not.toContain('birthDate');
  });
});

describe('readOnlyFieldsOf', () => {
  it('should list the fields only the server sets, which no schema offers to a form', () => {
    expect(names(readOnlyFieldsOf(appliedDoses))).toEqual(['recordedByUserId']);
    expect(names(readOnlyFieldsOf(volunteers))).toEqual(['joinedAt', 'addedByTeamId']);
    expect(names(formFieldsOf(appliedDoses, appliedDoses.schemas.edit))).not.toContain('recordedByUserId');
  });
});

describe('readOnlyText', () => {
  // The one read-only field of doses (see readOnlyFieldsOf above).
  const recordedBy = readOnlyFieldsOf(appliedDoses)[0]!;

  it("should label a reference from its nested object and show '' without one", () => {
    const row = {
      id: 1,
      isActive: true,
      recordedBy: { id: 2, name: 'Hugo', lastname: 'Salud', email: 'salud@gmail.com' },
    };
    expect(readOnlyText(recordedBy, row)).toBe('Hugo Salud salud@gmail.com');
    expect(readOnlyText(recordedBy, { id: 1, isActive: true, recordedBy: null })).toBe('');
  });

  it('should show any other value as a table cell does', () => {
    const joinedAt = readOnlyFieldsOf(volunteers)[0]!;
    expect(readOnlyText(joinedAt, volunteerRow({ id: 1 }))).toBe('15/01/2026 09:05');
  });
});

describe('isFieldVisible', () => {
  const representative = patients.fields.find((field) => field.name === 'representativeId') as FieldConfig;
  const document = patients.fields.find((field) => field.name === 'identityDocument') as FieldConfig;

  it.each([
    [representative, { isChild: true }, true],
    [representative, { isChild: false }, false],
    [representative, {}, false],
    [document, { isChild: true }, false],
    [document, { isChild: false }, true],
    [document, {}, true],
  ])('should decide %# from showWhen / hideWhen', (field, values, expected) => {
    expect(isFieldVisible(field, values)).toBe(expected);
  });
});

describe('defaultValueFor', () => {
  it.each<[FieldKind, unknown]>([
    ['text', ''],
    ['email', ''],
    ['phone', ''],
    ['textarea', ''],
    ['date', ''],
    ['datetime', ''],
    ['number', undefined],
    ['boolean', false],
    ['reference', undefined],
    ['enum', undefined],
  ])('should give %s the empty value %j', (kind, expected) => {
    expect(defaultValueFor(kind)).toBe(expected);
  });

  it('should build the initial values of a form', () => {
    expect(defaultValuesOf(formFieldsOf(manufacturers, manufacturers.schemas.create))).toEqual({
      manufacturerName: '',
      countryId: undefined,
    });
  });
});

describe('valuesFromRow', () => {
  const fields = formFieldsOf(volunteers, volunteers.schemas.edit);

  it('should take each field from the row, references from their id key', () => {
    const values = valuesFromRow(fields, volunteerRow({ id: 5, fullName: 'Ana', teamId: 4, shift: 2 }));
    expect(values).toMatchObject({ fullName: 'Ana', teamId: 4, shift: 2, isLead: false, age: 30 });
  });

  it('should fall back to the nested object id and to the empty value of missing fields', () => {
    const row = { id: 5, isActive: true, fullName: 'Ana', team: { id: 4, teamName: 'Este' }, notes: null };
    expect(valuesFromRow(fields, row)).toMatchObject({ teamId: 4, notes: '', age: undefined, isLead: false });
  });
});

describe('toDateTimeLocal', () => {
  it('should give the datetime-local value in local time', () => {
    expect(toDateTimeLocal('2026-03-05T08:30:00')).toBe('2026-03-05T08:30');
  });

  it('should leave an unparseable value as it is', () => {
    expect(toDateTimeLocal('ayer')).toBe('ayer');
  });
});
