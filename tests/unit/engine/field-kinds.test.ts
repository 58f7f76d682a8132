import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldInput, type FieldKind, inferFieldKind } from '../../../src/engine/contract/entity';
import { inferredKindOf } from '../../../src/engine/contract/schema-shape';
import { boolean, date, email, integer, optionalReference, reference, text } from '../../../src/engine/rules';
import { entities } from '../../../src/entities';
import { clinicRooms } from '../../fixtures/clinic-rooms';

const gmailOnly = { pattern: /^gmail\.com$/, examples: ['gmail.com'] };

describe('inferredKindOf', () => {
  it.each<[string, z.ZodType, FieldKind]>([
    ['a required text', text({ required: 'Requerido' }), 'text'],
    ['an optional text', text({ max: [10, 'Máximo 10'] }), 'text'],
    ['an e-mail', email({ required: 'Requerido', allowed: 'No permitido', domains: gmailOnly }), 'email'],
    ['an integer', integer({ required: 'Requerido', min: [1, 'Mínimo 1'] }), 'number'],
    ['a date', date({ required: 'Requerida', invalid: 'No válida' }), 'date'],
    ['a boolean', boolean({ invalid: 'No válido' }), 'boolean'],
    ['a reference, a number without its config', reference({ required: 'Requerido' }), 'number'],
    ['an optional reference', optionalReference({ invalid: 'No válido' }), 'number'],
    ['a plain zod string', z.string(), 'text'],
    ['a plain zod e-mail', z.email(), 'email'],
    ['a plain zod date', z.iso.date(), 'date'],
    ['a plain zod datetime', z.iso.datetime(), 'datetime'],
    ['a plain nullable zod number', z.number().int().nullable(), 'number'],
    ['a plain zod boolean', z.boolean(), 'boolean'],
    ['a zod enum, which needs its options in the config', z.enum(['a', 'b']), 'text'],
    ['a schema no widget fits (the fallback)', z.array(z.string()), 'text'],
  ])('should read %s', (_, schema, kind) => {
    expect(inferredKindOf(schema)).toBe(kind);
  });
});

describe('inferFieldKind', () => {
  const schemas = {
    create: z.object({
      name: text({ required: 'Requerido' }),
      birthDate: date({ required: 'Requerida', invalid: 'No válida' }),
      teamId: reference({ required: 'Requerido' }),
    }),
    edit: z.object({ phone: text({ required: 'Requerido' }) }),
  };

  it.each<[string, FieldInput, FieldKind]>([
    ['the create schema', { name: 'birthDate', label: 'Nacimiento' }, 'date'],
    ['the edit schema when the create one lacks it', { name: 'phone', label: 'Celular' }, 'text'],
    ['its own kind over the rule', { name: 'phone', label: 'Celular', kind: 'phone' }, 'phone'],
    ['its reference over the rule', { name: 'teamId', label: 'Equipo', reference: teamReference() }, 'reference'],
    [
      'a server-set reference outside the schemas',
      { name: 'addedById', label: 'Alta', isServerSet: true, reference: teamReference() },
      'reference',
    ],
  ])('should take the kind from %s', (_, field, kind) => {
    expect(inferFieldKind(field, schemas)).toBe(kind);
  });

  it('should refuse a field without kind that no schema has', () => {
    expect(() =>
      inferFieldKind({ name: 'joinedAt', label: 'Ingreso', isReadOnly: true, kind: undefined }, schemas),
    ).toThrow('Field joinedAt is in no payload schema: give it a kind');
  });
});

describe('the registered entities', () => {
  it.each<[string, Record<string, FieldKind>]>([
    [
      'users',
      {
        name: 'text',
        lastname: 'text',
        email: 'email',
        role: 'enum',
        passwordHash: 'text',
        deactivatedAt: 'datetime',
        vaccinationCenterId: 'reference',
        orgUnitId: 'reference',
      },
    ],
    ['countries', { nameCountry: 'text' }],
    ['manufacturers', { manufacturerName: 'text', countryId: 'reference' }],
    [
      'vaccines',
      {
        vaccineName: 'text',
        requiredDoses: 'number',
        doseIntervalDays: 'number',
        storageTemperature: 'text',
        manufacturerId: 'reference',
        codeSystem: 'text',
        code: 'text',
        dosesPerVial: 'number',
        openVialHours: 'number',
        antigens: 'text',
      },
    ],
    [
      'schedule-rules',
      {
        vaccineId: 'reference',
        doseNumber: 'number',
        minimumAgeDays: 'number',
        recommendedAgeDays: 'number',
        overdueAgeDays: 'number',
        maximumAgeDays: 'number',
        minimumIntervalDays: 'number',
      },
    ],
    [
      'vaccine-batches',
      {
        batchNumber: 'text',
        vaccineId: 'reference',
        manufactureDate: 'date',
        expirationDate: 'date',
        initialQuantity: 'number',
        availableQuantity: 'number',
        status: 'enum',
        recalledAt: 'datetime',
        recallReason: 'textarea',
        adverseEventCount: 'number',
        storeOrgUnitId: 'reference',
      },
    ],
    [
      'vaccination-centers',
      {
        centerName: 'text',
        address: 'text',
        phone: 'phone',
        mobilePhone: 'phone',
        email: 'email',
        orgUnitId: 'reference',
      },
    ],
    [
      'patients',
      {
        isChild: 'boolean',
        identityDocument: 'text',
        representativeId: 'reference',
        firstName: 'text',
        lastname: 'text',
        dateOfBirth: 'date',
        age: 'text',
        mobilePhone: 'phone',
        email: 'email',
        address: 'text',
        vaccinationCenterId: 'reference',
      },
    ],
    [
      'applied-doses',
      {
        patientId: 'reference',
        vaccineBatchId: 'reference',
        isHistorical: 'boolean',
        vaccineId: 'reference',
        doseNumber: 'number',
        vaccinationCenterId: 'reference',
        applyingUserId: 'reference',
        recordedByUserId: 'reference',
        observations: 'textarea',
        overrideReason: 'textarea',
        applicationDateTime: 'datetime',
      },
    ],
  ])('should give the fields of %s their kinds', (name, kinds) => {
    const entity = entities.find((candidate) => candidate.name === name);
    expect(Object.fromEntries(entity?.fields.map((field) => [field.name, field.kind]) ?? [])).toEqual(kinds);
  });
});

describe('the test-only entity', () => {
  it('should infer every kind of a config that states none', () => {
    expect(Object.fromEntries(clinicRooms.fields.map((field) => [field.name, field.kind]))).toEqual({
      roomName: 'text',
      capacity: 'number',
      hasFridge: 'boolean',
      centerId: 'reference',
    });
  });
});

function teamReference() {
  return { entity: 'teams', as: 'team', pick: ['teamName'], labelKeys: ['teamName'] } as const;
}
