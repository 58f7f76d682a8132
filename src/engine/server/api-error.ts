import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the API answers with a Spanish message: thrown anywhere in a handler, turned
 * into `{ message, errors? }` with its status by the app's error handler.
 *
 * @example
 * throw new ApiFailure(409, 'El lote ya no tiene viales disponibles');
 */
export class ApiFailure extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors?: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, message: string, errors?: Readonly<Record<string, string>>) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.errors = errors;
  }

  toBody() {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/**
 * The 400 of a body that breaks a rule the schema cannot tell: its field errors, by field name.
 *
 * @example
 * throw invalidData({ representativeId: 'Un paciente no puede ser su propio representante' });
 */
export const invalidData = (errors: Readonly<Record<string, string>>) =>
  new ApiFailure(400, 'Los datos enviados no son válidos', errors);

/** The 404 of a row that does not exist (or is inactive). */
export const notFound = (what = 'El registro') => new ApiFailure(404, `${what} no existe`);

/**
 * Thrown by a hook or an action to undo its write on purpose: the transaction rolls back and
 * the API answers 200 `{ rolledBack: true, message }` with this Spanish message, which the
 * client shows as a warning instead of the success.
 *
 * @example
 * throw new RevertWrite('El registro ya no se puede cambiar');
 */
export class RevertWrite extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RevertWrite';
  }
}

/**
 * The 403 of a filter naming a centre or a unit outside the caller's part of the network
 * (`centerId`, `orgUnitId`).
 *
 * @example
 * if (!isPlaceInScope(user.scope, query.centerId)) throw outsideScope();
 */
export const outsideScope = () =>
  new ApiFailure(403, 'El centro o la unidad organizativa que indica está fuera de su ámbito');

/**
 * The 403 of one row outside the caller's scope that they may be granted (a patient of another
 * centre): `{ message, outOfScope: true }`, nothing about the row, so that the form can offer
 * the access grant.
 */
export class OutOfScope extends ApiFailure {
  constructor(what: string) {
    super(403, `${what} pertenece a otro ámbito: indique el motivo para acceder`);
    this.name = 'OutOfScope';
  }

  override toBody() {
    return { message: this.message, outOfScope: true };
  }
}

/** The 403 of a write outside the caller's part of the network: nothing is written. */
export const writeOutsideScope = (what: string) =>
  new ApiFailure(403, `${what} está fuera de su ámbito: no puede modificarlo`);
