import { ApiError } from '../../../engine';

/**
 * Whether a read of a patient was refused because the patient belongs to another part of the
 * network (403 `{ outOfScope: true }`), which an access grant opens. Every role that reaches the
 * dose form may read patients, so the one 403 a patient's read (the row, their card) answers
 * there is their scope's; the client's `ApiError` keeps the status and message of a refusal,
 * not the flag.
 *
 * @example
 * isOutOfScope(new ApiError({ status: 403, message: 'Paciente pertenece a otro ámbito: …' })) // true
 */
export const isOutOfScope = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
