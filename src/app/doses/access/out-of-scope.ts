import { ApiError } from '../../../engine';

/**
 * Whether a read of a patient was refused because the patient belongs to another part of the
 * network (403 `{ outOfScope: true }`), which an access grant opens.
 *
 * @example
 * isOutOfScope(new ApiError({ status: 403, message: 'Paciente pertenece a otro ámbito: …', isOutOfScope: true })) // true
 */
export const isOutOfScope = (error: unknown): boolean => error instanceof ApiError && error.isOutOfScope;
