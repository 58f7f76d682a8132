/** CVX, CDC's vaccine codes, as FHIR names the system (`Coding.system`). */
export const cvxSystem = 'http://hl7.org/fhir/sid/cvx';

/** What the engine needs of a stored vaccine (product) to name it. */
export type KeyedProduct = { id: number; codeSystem: string | null; code: string | null };

/**
 * The key the CDSi engine names a product by in a schedule (its `cvx`): the product's CVX code
 * when it has one, else `#` and its id, so a programme's own products (with no CVX code) take
 * part in series and live-virus conflicts too.
 *
 * @example
 * productKeyOf({ id: 4, codeSystem: cvxSystem, code: '110' }) // '110'
 * productKeyOf({ id: 4, codeSystem: null, code: null }) // '#4'
 */
export const productKeyOf = ({ id, codeSystem, code }: KeyedProduct): string =>
  codeSystem === cvxSystem && code ? code : `#${id}`;
