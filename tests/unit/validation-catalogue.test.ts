import { describe, expect, it } from 'vitest';
import type { FieldRule, ObjectRule } from '../../src/engine/rules/meta';
import { objectRulesOf } from '../../src/engine/rules/meta';
import { fieldMetas } from '../../src/engine/testing/schema-arbitraries';
import { entities } from '../../src/entities';
import { payloadSchemasOf } from '../helpers/registered-schemas';

// The product's schemas only: this catalogue is the spec's, reviewed line by line.
const schemas = payloadSchemasOf(entities);

const ruleText = (rule: FieldRule) => {
  switch (rule.kind) {
    case 'minLength':
    case 'maxLength':
    case 'minValue':
    case 'maxValue':
    case 'notFutureTime':
    case 'maxAgeDays':
      return `${rule.kind} ${rule.value}`;
    case 'charset':
      return `charset ${rule.charset.name}`;
    case 'custom':
      return `custom ${rule.name}`;
    default:
      return rule.kind;
  }
};

const objectRuleText = (rule: ObjectRule) => {
  switch (rule.kind) {
    case 'notGreaterThan':
      return `not greater than ${rule.than}`;
    case 'lessThan':
      return `less than ${rule.than}`;
    case 'requiredWhen':
      return `required when ${rule.when.field} = ${String(rule.when.equals)}`;
    case 'custom':
      return `custom ${rule.name}`;
  }
};

/** Every rule of every schema with the message the user sees, one line each. */
const catalogue = () =>
  schemas
    .map(([name, schema]) => {
      const fieldLines = Object.entries(fieldMetas(schema)).flatMap(([field, meta]) =>
        meta.rules.map((rule) => `  ${field}: ${ruleText(rule)} → ${rule.message}`),
      );
      const objectLines = objectRulesOf(schema).map(
        (rule) => `  ${rule.field}: ${objectRuleText(rule)} → ${rule.message}`,
      );
      return [name, ...fieldLines, ...objectLines].join('\n');
    })
    .join('\n\n');

describe('validation catalogue', () => {
  it('should keep every rule and its Spanish message as reviewed against spec section 5', async () => {
    // The property tests prove each rule is enforced with its own message; this file pins the
    // messages themselves, so changing one is a reviewed change of this catalogue.
    // A new entity's rules change it: `npx vitest run tests/unit/validation-catalogue.test.ts -u`, then review the diff.
    await expect(`${catalogue()}\n`).toMatchFileSnapshot(
      './validation-catalogue.txt',
      'update it with npx vitest run tests/unit/validation-catalogue.test.ts -u (docs/adding-an-entity.md, step 5)',
    );
  });
});
