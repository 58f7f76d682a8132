import type { z } from 'zod';

/**
 * Which zod checks of a schema its declared rules account for. zod 4 keeps a schema's checks
 * on `_zod.def.checks`, and a registry hands a `.refine()` copy its parent's metadata: so a
 * check added after a builder would inherit the parent's rule list and go untested. The
 * builders mark the checks they make (a copy shares its parent's check objects); any other
 * check is undeclared.
 */
const declared = new WeakSet<object>();

type Check = NonNullable<z.ZodType['_zod']['def']['checks']>[number];

/** The checks of a schema and of the optional, nullable or default wrappers around its value. */
export const checksOf = (schema: z.ZodType): readonly Check[] => {
  const def = schema._zod.def;
  const own = def.checks ?? [];
  const inner = 'innerType' in def ? (def.innerType as z.ZodType | undefined) : undefined;
  return inner ? [...own, ...checksOf(inner)] : own;
};

/** Marks every check of a schema a builder made as declared by the builder's rules. */
export const declareChecks = <T extends z.ZodType>(schema: T): T => {
  for (const check of checksOf(schema)) declared.add(check);
  return schema;
};

/**
 * Marks the checks `child` adds to `parent` (a `.refine` or `.superRefine` made by a rule
 * helper) as declared; the parent's own undeclared checks stay undeclared.
 */
export const extendChecks = <T extends z.ZodType>(parent: z.ZodType, child: T): T => {
  const parentChecks = new Set(checksOf(parent));
  for (const check of checksOf(child)) if (!parentChecks.has(check)) declared.add(check);
  return child;
};

/**
 * How many checks of a schema no declared rule accounts for: a custom `.refine`, `.check` or
 * `.superRefine` added outside `withCustomRule` or `withObjectRules`. Zero for a field or
 * object built only with the rule helpers.
 *
 * @example
 * undeclaredChecks(text({ required: 'Requerido' })) // 0
 * undeclaredChecks(text({ required: 'Requerido' }).refine((v) => v !== 'x', 'No x')) // 1
 */
export const undeclaredChecks = (schema: z.ZodType): number =>
  checksOf(schema).filter((check) => !declared.has(check)).length;
