/**
 * Where a user may read and write: the whole of it, or their part of a network of places (the
 * places it holds, and the units they hang from). An entity's config says how its rows are
 * placed (`scope`); the engine answers only the rows of a user's part.
 */
export type Scope =
  | { isAll: true }
  | {
      isAll: false;
      /** Every place in scope: the account's own, or every active one under its units. */
      places: readonly number[];
      /** The account's unit and the units below it. */
      units: readonly number[];
      /** The account's own place, for an account of one place: a place row is in scope by it, or by its unit. */
      ownPlace?: number;
      /** The account's own unit, for an account of a unit (a district's admin, a mobile team). */
      ownUnit?: number;
      /** The rows outside the scope the account holds an unexpired grant on, by entity (`POST …/{id}/access`). */
      granted?: Readonly<Record<string, readonly number[]>>;
    };

/** The whole network: a user without a place. */
export const wholeScope: Scope = { isAll: true };

/**
 * Whether a place is in the scope.
 *
 * @example
 * isPlaceInScope({ isAll: false, places: [3], units: [7] }, 3) // true
 */
export const isPlaceInScope = (scope: Scope, place: number | null | undefined): boolean =>
  scope.isAll || (place !== null && place !== undefined && scope.places.includes(place));

/**
 * Whether an organisation unit is in the scope: the user's unit or one below it.
 *
 * @example
 * isUnitInScope({ isAll: false, places: [3], units: [7, 8] }, 8) // true
 */
export const isUnitInScope = (scope: Scope, unit: number | null | undefined): boolean =>
  scope.isAll || (unit !== null && unit !== undefined && scope.units.includes(unit));
