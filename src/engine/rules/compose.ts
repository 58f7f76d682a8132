import type { z } from 'zod';
import { extendChecks } from './checks';
import {
  breaksObjectRule,
  type CustomFieldRule,
  fieldMetaOf,
  fieldRegistry,
  messageFieldOf,
  type ObjectRule,
  objectRegistry,
  objectRulesOf,
  type ValueType,
} from './meta';

/**
 * Rules added to a schema built by the builders, declared so the property tests break them
 * too: a field's custom rule, and rules between the fields of an object.
 */

/**
 * A rule the builders do not offer, added to a field built by them so it is declared, not
 * hidden: `isValid` gets the parsed value (empty values of an optional field included) and
 * `breaking` lists values refused by this rule alone, for the property tests (`passing`, values
 * it accepts, when random ones would rarely pass: a closed list). A bare
 * `.refine()` on a field is refused by the rule-coverage test.
 *
 * @example
 * const even = withCustomRule(integer({ required: 'Requerido', min: [2, 'Al menos 2'] }), {
 *   name: 'even', message: 'Debe ser par', isValid: (value) => value % 2 === 0, breaking: [3, 5, 7],
 * });
 */
export const withCustomRule = <T extends z.ZodType>(
  field: T,
  rule: {
    name: string;
    message: string;
    isValid: (value: z.output<T>) => boolean;
    breaking: readonly unknown[];
    passing?: readonly z.output<T>[];
  },
): T => {
  const meta = fieldMetaOf(field);
  if (!meta) throw new Error(`Custom rule ${rule.name} needs a field built with src/engine/rules`);
  const refined = field.refine((value) => rule.isValid(value), rule.message);
  const declared: CustomFieldRule = {
    kind: 'custom',
    name: rule.name,
    message: rule.message,
    isValid: (value) => rule.isValid(value as z.output<T>),
    breaking: rule.breaking,
    passing: rule.passing,
  };
  fieldRegistry.add(refined, { ...meta, rules: [...meta.rules, declared] });
  return extendChecks(field, refined);
};

/**
 * Object-level rules: `field` is required when another field has a given value
 * (`requiredWhen`), may not be greater than another field (`notGreaterThan`: two numbers, or
 * two dates, a later date being greater), must be less than it (`lessThan`: the same, strict),
 * or breaks a declared `custom` rule. Rules added to an object that has some keep the earlier
 * ones. Throws, when the config is defined, for a rule that names a field the object lacks or
 * compares anything but two numbers or two dates.
 *
 * @example
 * withObjectRules(z.object({ initialQuantity, availableQuantity }), [{ kind: 'notGreaterThan',
 *   field: 'availableQuantity', than: 'initialQuantity', message: 'La cantidad disponible ...' }]);
 * withObjectRules(z.object({ startDate, endDate }), [{ kind: 'notGreaterThan', field: 'startDate',
 *   than: 'endDate', messageOn: 'endDate', message: 'La fecha de fin no puede ser anterior a la de inicio' }]);
 * withObjectRules(z.object({ recommendedAgeDays, overdueAgeDays }), [{ kind: 'lessThan',
 *   field: 'recommendedAgeDays', than: 'overdueAgeDays', message: 'La edad recomendada debe ser menor ...' }]);
 */
export const withObjectRules = <T extends z.ZodObject>(schema: T, rules: readonly ObjectRule[]) => {
  for (const rule of rules) checkObjectRule(schema, rule);
  const reportBroken = (selected: readonly ObjectRule[]) => (value: unknown, ctx: z.RefinementCtx) => {
    for (const rule of selected) {
      if (breaksObjectRule(rule, value as Record<string, unknown>)) {
        ctx.addIssue({ code: 'custom', path: [messageFieldOf(rule)], message: rule.message });
      }
    }
  };
  const isRequirement = (rule: ObjectRule) => rule.kind === 'requiredWhen';
  // A field another field's value requires is reported beside the other fields' messages, as a
  // required field is (an empty form says every missing value at once); the other rules wait
  // for valid values.
  const refined = schema
    .superRefine(reportBroken(rules.filter(isRequirement)), { when: () => true })
    .superRefine(reportBroken(rules.filter((rule) => !isRequirement(rule))));
  objectRegistry.add(refined, { rules: [...objectRulesOf(schema), ...rules] });
  return extendChecks(schema, refined);
};

/** Value types `notGreaterThan` and `lessThan` can compare: numbers, and `YYYY-MM-DD` dates. */
const comparableTypes: readonly ValueType[] = ['number', 'date'];

const checkObjectRule = (schema: z.ZodObject, rule: ObjectRule) => {
  const valueTypeOf = (field: string) => {
    const fieldSchema = schema.shape[field] as z.ZodType | undefined;
    if (!fieldSchema) throw new Error(`Object rule on ${rule.field}: the object has no field ${field}`);
    return fieldMetaOf(fieldSchema)?.valueType;
  };
  const fields = [rule.field, ...(rule.kind === 'requiredWhen' ? [rule.when.field] : [])];
  for (const field of fields) valueTypeOf(field);
  if (rule.kind !== 'notGreaterThan' && rule.kind !== 'lessThan') return;
  if (rule.messageOn !== undefined && rule.messageOn !== rule.field && rule.messageOn !== rule.than) {
    throw new Error(
      `${rule.kind} ${rule.field}: its message goes on ${rule.field} or ${rule.than}, not ${rule.messageOn}`,
    );
  }
  const [type, limitType] = [valueTypeOf(rule.field), valueTypeOf(rule.than)];
  if (type === limitType && type !== undefined && comparableTypes.includes(type)) return;
  throw new Error(
    `${rule.kind} ${rule.field} ${rule.kind === 'lessThan' ? '<' : '≤'} ${rule.than} compares two numbers or two dates, not ${type ?? 'an undeclared field'} and ${limitType ?? 'an undeclared field'}`,
  );
};
