import type { z } from 'zod';

/**
 * Which zod checks of a schema its declared rules account for. zod 4 keeps a schema's checks
 * on `_zod.def.checks`, and a registry hands a `.refine()` copy its parent's metadata: so a
 * check added after a builder would inherit the parent's rule list and go untested. The
 * builders record the exact checks they made; any other check is undeclared.
 */
const declared = new WeakMap<z.ZodType, ReadonlySet<unknown>>();

/** The checks of a schema and of the optional, nullable or default wrappers around its value. */
export const checksOf = (schema: z.ZodType): readonly unknown[] => {
  const def = schema._zod.def;
  const own = def.checks ?? [];
  const inner = 'innerType' in def ? (def.innerType as z.ZodType | undefined) : undefined;
  return inner ? [...own, ...checksOf(inner)] : own;
};

/** Records every check a builder's schema has as declared by its rules. */
export const declareChecks = <T extends z.ZodType>(schema: T): T => {
  declared.set(schema, new Set(checksOf(schema)));
  return schema;
};

/**
 * Declares the checks `child` adds to `parent` (a `.refine` or `.superRefine` made by a rule
 * helper); the parent's undeclared checks stay undeclared.
 */
export const extendChecks = <T extends z.ZodType>(parent: z.ZodType, child: T): T => {
  const inherited = declared.get(parent) ?? new Set();
  const parentChecks = new Set(checksOf(parent));
  const added = checksOf(child).filter((check) => !parentChecks.has(check));
  declared.set(child, new Set([...inherited, ...added]));
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
export const undeclaredChecks = (schema: z.ZodType): number => {
  const known = declared.get(schema);
  return checksOf(schema).filter((check) => !known?.has(check)).length;
};
