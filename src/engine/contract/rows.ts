import type { z } from 'zod';
import type { DefinedEntity, FieldInput, Reference } from './entity';

/**
 * GET-shape row types inferred from entity configs. A config never imports another, so a
 * reference is resolved by the target's `name` among the registered entities (`TAll`, the
 * union of the registry's configs): `src/entities` exports `RowOf<'vaccine-batches'>`.
 */

type Field<TEntity extends DefinedEntity> = NonNullable<TEntity['~types']>['fields'][number];

type PublicField<TEntity extends DefinedEntity> = Exclude<Field<TEntity>, { isPrivate: true }>;

type ReferenceField<TEntity extends DefinedEntity> = Extract<PublicField<TEntity>, { reference: Reference }>;

type CreateOutput<TEntity extends DefinedEntity> = z.output<TEntity['schemas']['create']>;

type EditOutput<TEntity extends DefinedEntity> = z.output<TEntity['schemas']['edit']>;

/** A payload's keys; none for an empty object schema (`z.object({})`, a route-backed entity's edit: it has none). */
type KeysOf<TOutput> = string extends keyof TOutput ? never : keyof TOutput;

/** An optional payload value is stored as null. */
type Stored<TValue> = undefined extends TValue ? Exclude<TValue, undefined> | null : TValue;

/** What a field the server writes holds, by its options, reference or kind; null until written. */
type ServerValue<TField> =
  | (TField extends { options: readonly { value: infer TOption }[] }
      ? TOption
      : TField extends { reference: Reference }
        ? number
        : TField extends { kind: 'number' }
          ? number
          : TField extends { kind: 'boolean' }
            ? boolean
            : string)
  | null;

type FieldValue<TEntity extends DefinedEntity, TField extends FieldInput> =
  TField['name'] extends KeysOf<CreateOutput<TEntity>>
    ? Stored<CreateOutput<TEntity>[TField['name']]>
    : TField['name'] extends KeysOf<EditOutput<TEntity>>
      ? Stored<EditOutput<TEntity>[TField['name']]>
      : ServerValue<TField>;

type EntityNamed<TAll extends DefinedEntity, TName> = Extract<TAll, { name: TName }>;

/** A reference's nested object: the target's id and picked fields; null when the reference is empty. */
type NestedValue<TAll extends DefinedEntity, TEntity extends DefinedEntity, TField> = TField extends ReferenceLike
  ?
      | NestedRow<TAll, EntityNamed<TAll, TField['reference']['entity']>, TField['reference']['pick'][number]>
      | (null extends FieldValue<TEntity, TField> ? null : never)
  : never;

type ReferenceLike = FieldInput & { reference: Reference };

type NestedRow<TAll extends DefinedEntity, TTarget extends DefinedEntity, TPick> = Simplify<
  { id: number } & {
    [TField in PublicField<TTarget> as TField['name'] extends TPick ? TField['name'] : never]: FieldValue<
      TTarget,
      TField
    >;
  } & {
    [TField in ReferenceField<TTarget> as TField['reference']['as'] extends TPick
      ? TField['reference']['as']
      : never]: NestedValue<TAll, TTarget, TField>;
  }
>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The GET shape of an entity's row: id, isActive, every public field typed from its schema (or,
 * for a field the server writes, from its options, reference or kind), and per reference a
 * nested object of the target's picked fields.
 *
 * @example
 * type Manufacturer = EntityRowOf<typeof manufacturers, typeof countries | typeof manufacturers>;
 * // { id: number; isActive: boolean; manufacturerName: string; countryId: number;
 * //   country: { id: number; nameCountry: string } }
 */
export type EntityRowOf<TEntity extends DefinedEntity, TAll extends DefinedEntity> = Simplify<
  { id: number; isActive: boolean } & {
    [TField in PublicField<TEntity> as TField['name']]: FieldValue<TEntity, TField>;
  } & {
    [TField in ReferenceField<TEntity> as TField['reference']['as']]: NestedValue<TAll, TEntity, TField>;
  }
>;

/**
 * The dotted paths of a row's values, such as `vaccineBatch.vaccine.vaccineName`; a nested
 * object is a path only through its fields.
 */
export type PathOf<TRow> = {
  [K in keyof TRow & string]: NonNullable<TRow[K]> extends object ? `${K}.${PathOf<NonNullable<TRow[K]>>}` : K;
}[keyof TRow & string];

type ColumnKeys<TEntity extends DefinedEntity> = NonNullable<TEntity['~types']>['columnKey'];

type UnknownColumnKeys<TEntity extends DefinedEntity, TAll extends DefinedEntity> = Exclude<
  ColumnKeys<TEntity>,
  PathOf<EntityRowOf<TEntity, TAll>>
>;

type UnknownPicks<TEntity extends DefinedEntity, TAll extends DefinedEntity> =
  ReferenceField<TEntity> extends infer TField extends ReferenceLike
    ? TField extends unknown
      ? Exclude<
          TField['reference']['pick'][number],
          | PublicField<EntityNamed<TAll, TField['reference']['entity']>>['name']
          | ReferenceField<EntityNamed<TAll, TField['reference']['entity']>>['reference']['as']
        >
      : never
    : never;

type UnknownLabelKeys<TEntity extends DefinedEntity, TAll extends DefinedEntity> =
  ReferenceField<TEntity> extends infer TField extends ReferenceLike
    ? TField extends unknown
      ? Exclude<
          TField['reference']['labelKeys'][number],
          PathOf<NestedRow<TAll, EntityNamed<TAll, TField['reference']['entity']>, TField['reference']['pick'][number]>>
        >
      : never
    : never;

type UnknownTargets<TEntity extends DefinedEntity, TAll extends DefinedEntity> = Exclude<
  ReferenceField<TEntity>['reference']['entity'],
  TAll['name']
>;

type Checked<TEntity extends DefinedEntity, TAll extends DefinedEntity> = [
  | UnknownColumnKeys<TEntity, TAll>
  | UnknownPicks<TEntity, TAll>
  | UnknownLabelKeys<TEntity, TAll>
  | UnknownTargets<TEntity, TAll>,
] extends [never]
  ? TEntity
  : {
      'Unknown column keys': UnknownColumnKeys<TEntity, TAll>;
      'Unknown picks': UnknownPicks<TEntity, TAll>;
      'Unknown label keys': UnknownLabelKeys<TEntity, TAll>;
      'Unknown entities': UnknownTargets<TEntity, TAll>;
    };

/**
 * The registry's list of entities, checked as a whole by the compiler: every reference names a
 * listed entity, picks its fields and labels options by paths of what it picked, and every
 * column key is a path of the GET shape (through the targets' configs, which one config alone
 * cannot see). A broken entity reads as a type listing what is unknown.
 *
 * @example
 * export const entities = defineEntities([countries, manufacturers]);
 * type Entity = (typeof entities)[number];
 * export type RowOf<TName extends Entity['name']> = EntityRowOf<Extract<Entity, { name: TName }>, Entity>;
 */
export const defineEntities = <const TList extends readonly DefinedEntity[]>(
  list: TList & { [I in keyof TList]: Checked<TList[I], TList[number]> },
): TList => list;
