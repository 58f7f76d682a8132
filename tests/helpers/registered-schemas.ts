import type { z } from 'zod';
import { entities } from '../../src/entities';
import { loginSchema } from '../../src/entities/login';

/** Every payload schema of the registry, each entity's create and edit, and the login form's. */
export const registeredSchemas: [name: string, schema: z.ZodObject][] = [
  ['login', loginSchema],
  ...entities.flatMap((entity): [string, z.ZodObject][] => [
    [`${entity.name} create`, entity.schemas.create],
    [`${entity.name} edit`, entity.schemas.edit],
  ]),
];
