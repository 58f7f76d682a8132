import type { z } from 'zod';
import { undeclaredChecks } from '../rules/checks';
import { fieldMetaOf } from '../rules/meta';

/**
 * Why some rule of an object schema could go untested, one line per problem: a field not
 * built with the rule helpers, or a zod check no declared rule accounts for (a bare
 * `.refine`, `.check` or `.superRefine`, which would inherit its parent's rule list). An
 * empty list means the property tests break every rule the schema enforces.
 *
 * @example
 * unknownRules(z.object({ name: text({ required: 'Requerido' }).refine((v) => v !== 'x') }))
 * // ['name: 1 check that no rule declares: declare it with withCustomRule']
 */
export const unknownRules = (schema: z.ZodObject): string[] => {
  const fieldProblems = Object.entries(schema.shape).flatMap(([name, field]) => {
    if (!fieldMetaOf(field)) return [`${name}: not built with src/engine/rules`];
    const count = undeclaredChecks(field);
    return count > 0 ? [`${name}: ${checkCount(count)} that no rule declares: declare it with withCustomRule`] : [];
  });
  const objectCount = undeclaredChecks(schema);
  const objectProblems =
    objectCount > 0
      ? [`(object): ${checkCount(objectCount)} that no rule declares: declare it with withObjectRules`]
      : [];
  return [...fieldProblems, ...objectProblems];
};

const checkCount = (count: number) => (count === 1 ? '1 check' : `${count} checks`);
