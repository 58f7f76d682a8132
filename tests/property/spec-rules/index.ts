import { accessAndCenterRules } from './access-and-centers';
import { catalogueRules } from './catalogue';
import { doseRules } from './doses';
import { patientRules } from './patients';
import type { SpecRule } from './spec-rule';

export type { SpecRule } from './spec-rule';

/**
 * Every rule of spec section 5, and section 9's constants that a payload schema holds, one row each:
 * read a row next to the spec. `tests/property/spec-rules.test.ts` runs every row against the
 * shared schemas; `tests/property/spec-rules-api.test.ts` runs a sample through the API, with
 * section 9's constants a schema does not hold (the 999 identifier, the batch statuses) and the
 * home centre dropdown's message. Section 9's other lines (storage keys, theme names and colours,
 * notification defaults, dialog widths, charts, breakpoints) are the app's, not the configs'.
 */
export const specRules: readonly SpecRule[] = [
  ...accessAndCenterRules,
  ...catalogueRules,
  ...patientRules,
  ...doseRules,
];
