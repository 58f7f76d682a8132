import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEntity } from '../../../src/engine/contract/entity';
import { defineEntities, type EntityRowOf, type PathOf } from '../../../src/engine/contract/rows';
import { reference, text } from '../../../src/engine/rules';
import type { RowOf } from '../../../src/entities';

/**
 * The config's types, checked by `tsc` (the type-check runs over tests): each
 * `@ts-expect-error` below is a typo the compiler must refuse, or the check fails as an unused
 * directive. The runtime assertions only prove the configs are still built.
 */

const access = { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] } as const;
const regionSchema = z.object({ regionName: text({ required: 'La región es requerida' }) });
const citySchema = z.object({
  cityName: text({ required: 'La ciudad es requerida' }),
  regionId: reference({ required: 'Debe seleccionar una región' }),
});

const regions = defineEntity({
  name: 'regions',
  path: '/regions',
  labels: { singular: 'Región', plural: 'Regiones' },
  schemas: { create: regionSchema, edit: regionSchema },
  fields: [
    { name: 'regionName', label: 'Región' },
    { name: 'code', label: 'Código', kind: 'text', isReadOnly: true },
  ],
  columns: [{ key: 'regionName', label: 'Región' }],
  access,
});

const cityBase = {
  name: 'cities',
  path: '/cities',
  labels: { singular: 'Ciudad', plural: 'Ciudades' },
  schemas: { create: citySchema, edit: citySchema },
  access,
} as const;

const cities = defineEntity({
  ...cityBase,
  fields: [
    { name: 'cityName', label: 'Ciudad' },
    {
      name: 'regionId',
      label: 'Región',
      reference: { entity: 'regions', as: 'region', pick: ['regionName'], labelKeys: ['regionName'] },
    },
  ],
  columns: [
    { key: 'cityName', label: 'Ciudad' },
    { key: 'region.regionName', label: 'Región' },
  ],
  searchKeys: ['cityName', 'region'],
  defaultSort: { key: 'cityName', order: 'asc' },
});

describe('defineEntity', () => {
  it('should refuse a field name that is in no payload schema', () => {
    const config = defineEntity({
      name: 'regions',
      path: '/regions',
      labels: { singular: 'Región', plural: 'Regiones' },
      schemas: { create: regionSchema, edit: regionSchema },
      // @ts-expect-error 'regionNmae' is no key of the schemas
      fields: [{ name: 'regionNmae', label: 'Región', kind: 'text' }],
      columns: [],
      access,
    });
    expect(config.fields).toHaveLength(1);
  });

  it('should accept a field outside the schemas only when it says who writes it', () => {
    const config = defineEntity({
      name: 'regions',
      path: '/regions',
      labels: { singular: 'Región', plural: 'Regiones' },
      schemas: { create: regionSchema, edit: regionSchema },
      fields: [
        { name: 'code', label: 'Código', kind: 'text', isServerSet: true },
        // @ts-expect-error a field outside the schemas needs isServerSet, isPrivate or isReadOnly
        { name: 'createdAt', label: 'Alta', kind: 'datetime' },
      ],
      columns: [],
      access,
    });
    expect(config.fields.map((field) => field.kind)).toEqual(['text', 'datetime']);
  });

  it('should refuse a field outside the schemas without a kind, at compile time and at start', () => {
    expect(() =>
      defineEntity({
        name: 'regions',
        path: '/regions',
        labels: { singular: 'Región', plural: 'Regiones' },
        schemas: { create: regionSchema, edit: regionSchema },
        // @ts-expect-error a field outside the schemas needs a kind or a reference: no rule tells
        fields: [{ name: 'secret', label: 'Secreto', isPrivate: true }],
        columns: [],
        access,
      }),
    ).toThrow('Field secret is in no payload schema: give it a kind');
  });

  it('should refuse a column key, search key, sort key or label key that is no path of the GET shape', () => {
    const config = defineEntity({
      ...cityBase,
      // @ts-expect-error 'region.regionNmae' is not picked from the region
      labelKeys: ['cityName', 'region.regionNmae'],
      fields: [
        { name: 'cityName', label: 'Ciudad' },
        {
          name: 'regionId',
          label: 'Región',
          reference: { entity: 'regions', as: 'region', pick: ['regionName'], labelKeys: ['regionName'] },
        },
      ],
      columns: [
        // @ts-expect-error 'cityNmae' is no field
        { key: 'cityNmae', label: 'Ciudad' },
        // @ts-expect-error 'regionNmae' is not picked from the region
        { key: 'region.regionNmae', label: 'Región' },
        // @ts-expect-error 'regoin' is no reference
        { key: 'regoin.regionName', label: 'Región' },
      ],
      // @ts-expect-error 'regionName' is searched through the reference, 'region'
      searchKeys: ['regionName'],
      // @ts-expect-error 'ciytName' is no field
      defaultSort: { key: 'ciytName', order: 'asc' },
    });
    expect(config.columns).toHaveLength(3);
  });

  it('should refuse a form condition on a field that no payload has', () => {
    const config = defineEntity({
      ...cityBase,
      fields: [
        // @ts-expect-error 'regoinId' is no key of the schemas
        { name: 'cityName', label: 'Ciudad', showWhen: { field: 'regoinId', equals: 1 } },
      ],
      columns: [],
    });
    expect(config.fields).toHaveLength(1);
  });

  it("should refuse an action variant's condition on a field that does not exist", () => {
    const config = defineEntity({
      ...cityBase,
      fields: [{ name: 'cityName', label: 'Ciudad' }],
      columns: [],
      actions: [
        {
          name: 'close',
          route: ':id/close',
          access: 'update',
          placement: 'edit',
          // @ts-expect-error 'ciytName' is no field
          variants: [{ when: { field: 'ciytName', equals: 'Lima' }, label: 'Cerrar' }],
          success: 'Ciudad cerrada',
        },
      ],
    });
    expect(config.actions).toHaveLength(1);
  });
});

describe('defineEntities', () => {
  it('should accept entities whose references and columns resolve', () => {
    expect(defineEntities([regions, cities]).map((entity) => entity.name)).toEqual(['regions', 'cities']);
  });

  it('should refuse a pick, label key or nested column that the target does not have', () => {
    const badPick = defineEntity({
      ...cityBase,
      fields: [
        { name: 'cityName', label: 'Ciudad' },
        {
          name: 'regionId',
          label: 'Región',
          reference: { entity: 'regions', as: 'region', pick: ['regionNmae'], labelKeys: ['regionNmae'] },
        },
      ],
      columns: [{ key: 'region.regionNmae', label: 'Región' }],
    });
    const unknownTarget = defineEntity({
      ...cityBase,
      fields: [
        { name: 'cityName', label: 'Ciudad' },
        {
          name: 'regionId',
          label: 'Región',
          reference: { entity: 'regoins', as: 'region', pick: ['regionName'], labelKeys: ['regionName'] },
        },
      ],
      columns: [{ key: 'region.regionName', label: 'Región' }],
    });
    const badLabel = defineEntity({
      ...cityBase,
      fields: [
        { name: 'cityName', label: 'Ciudad' },
        {
          name: 'regionId',
          label: 'Región',
          reference: { entity: 'regions', as: 'region', pick: ['regionName'], labelKeys: ['code'] },
        },
      ],
      columns: [{ key: 'region.regionName', label: 'Región' }],
    });
    // @ts-expect-error the region has no 'regionNmae' to pick or show
    expect(defineEntities([regions, badPick])).toHaveLength(2);
    // @ts-expect-error an option's label may only use what the reference picked
    expect(defineEntities([regions, badLabel])).toHaveLength(2);
    // @ts-expect-error no entity is named 'regoins'
    expect(defineEntities([regions, unknownTarget])).toHaveLength(2);
  });
});

describe('EntityRowOf', () => {
  it('should type own fields from the schema, server fields from their kind, and references from the target', () => {
    type City = EntityRowOf<typeof cities, typeof regions | typeof cities>;
    expectTypeOf<City>().toEqualTypeOf<{
      id: number;
      isActive: boolean;
      cityName: string;
      regionId: number;
      region: { id: number; regionName: string };
    }>();
    expectTypeOf<EntityRowOf<typeof regions, typeof regions>>().toEqualTypeOf<{
      id: number;
      isActive: boolean;
      regionName: string;
      code: string | null;
    }>();
    expectTypeOf<PathOf<City>>().toEqualTypeOf<
      'id' | 'isActive' | 'cityName' | 'regionId' | 'region.id' | 'region.regionName'
    >();
  });

  it('should type the registered entities by name, nested picks and optional references included', () => {
    // A historical dose has no batch.
    expectTypeOf<RowOf<'applied-doses'>['vaccineBatch']>().toEqualTypeOf<{
      id: number;
      batchNumber: string;
      vaccine: { id: number; vaccineName: string };
    } | null>();
    expectTypeOf<RowOf<'applied-doses'>['vaccine']>().toEqualTypeOf<{ id: number; vaccineName: string } | null>();
    expectTypeOf<RowOf<'applied-doses'>['observations']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<'vaccine-batches'>['status']>().toEqualTypeOf<1 | 2 | null>();
    expectTypeOf<RowOf<'patients'>['representative']>().toEqualTypeOf<{
      id: number;
      identityDocument: string | null;
      firstName: string;
      lastname: string;
    } | null>();
    expectTypeOf<RowOf<'users'>>().not.toHaveProperty('passwordHash');
    expect(true).toBe(true);
  });
});
