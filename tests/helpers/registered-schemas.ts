import type { z } from 'zod';
import { loginSchema } from '../../src/domain/login';
import { type AnyEntity, isRouteBacked } from '../../src/engine/contract/entity';
import { entities } from '../fixtures/registry';

/** The entities the rule tests walk: the tests' own registry, the product's and the test-only ones. */
export const testedEntities: readonly AnyEntity[] = entities;

/**
 * The login form's schema and each entity's create and edit schemas, named for test titles; a
 * route-backed entity's bodies are its routes' (nested places and lines, no rule builders), checked
 * by its API tests.
 */
export const payloadSchemasOf = (list: readonly AnyEntity[]): [name: string, schema: z.ZodObject][] => [
  ['login', loginSchema],
  ...list
    .filter((entity) => !isRouteBacked(entity))
    .flatMap((entity): [string, z.ZodObject][] => [
      [`${entity.name} create`, entity.schemas.create],
      [`${entity.name} edit`, entity.schemas.edit],
    ]),
];

/** Every payload schema the rule tests check. */
export const registeredSchemas = payloadSchemasOf(testedEntities);
