import type fc from 'fast-check';

/**
 * One rule of the spec (sections 5 and 9) as a tester reads it next to the spec: the field, the
 * spec's words, values it accepts and values it refuses, and the Spanish message of a refusal.
 * Everything in a row is written from the spec, never read from a config.
 */
export type SpecRule = {
  /** The spec's section and words. */
  spec: string;
  /** The payload schemas it holds in: 'login', or an entity's name and 'create' or 'edit'. */
  schemas: readonly string[];
  field: string;
  /** Other fields' values the rule depends on (a patient without ID, a dose given here). */
  given?: Readonly<Record<string, unknown>>;
  /** Values the rule accepts (the rest of the payload valid): the payload passes. */
  valid?: fc.Arbitrary<unknown>;
  /** Values the rule refuses: the field's first message is `message`. */
  invalid?: fc.Arbitrary<unknown>;
  /** Values at the rule's edges, tried on every run besides the generated ones. */
  edges?: { valid?: readonly unknown[]; invalid?: readonly unknown[] };
  message: string;
  /** 'spec' when the spec writes the message out; 'product' for the panel's own wording of a rule. */
  messageFrom: 'spec' | 'product';
};

/** The create and edit schemas of an entity, named as the tests name them. */
export const createAndEdit = (entity: string) => [`${entity} create`, `${entity} edit`] as const;
