/**
 * How an entity's rows are placed in the network, so that the engine answers each user only the
 * rows of their part of it (their `Scope`): a row is in scope when one of the rule's parts says so.
 * An entity without a rule is the whole country's reference data: every user reads it, and only
 * an account of the whole network writes it.
 *
 * @example
 * // A dose, by the centre that gave it:
 * scope: { center: 'vaccinationCenterId' }
 * // A patient, by their catchment centre or any active dose given at a centre in scope, and
 * // reachable outside it for a day with a recorded reason:
 * scope: {
 *   center: 'vaccinationCenterId',
 *   through: { entity: 'applied-doses', field: 'patientId', center: 'vaccinationCenterId' },
 *   canGrant: true,
 * }
 * // A patient's observation, by its patient's scope (their centre, their doses, a grant on them):
 * scope: { parent: 'patientId' }
 */
export type EntityScopeRule = {
  /**
   * The field naming the row's centre (`id`: the row is a centre, in scope when it is the
   * account's own; with `unit`, also when its unit is in scope), or a path through one
   * reference to it (`appliedDoseId.vaccinationCenterId`: an ESAVI report by its dose's centre).
   */
  center?: string;
  /**
   * A reference naming the row this one belongs to: in scope when that row is in scope, by its
   * own entity's rule (grants on it included), for a read or a write alike.
   */
  parent?: string;
  /** A field naming an organisation unit: in scope when it is the user's unit or one below it. */
  unit?: string;
  /** Active rows of another entity that bring the row into scope: their `field` names the row, their `center` a centre in scope. */
  through?: { entity: string; field: string; center: string };
  /** Every user reads every row (the tree of units); writes stay within the scope. */
  isReadByAll?: boolean;
  /**
   * A user may open one row outside their scope for a day, giving a reason (`POST …/{id}/access`,
   * audited): out of scope by its id, the row answers 403 `{ outOfScope: true }` instead of 404.
   */
  canGrant?: boolean;
};
