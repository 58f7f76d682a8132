import { ApiError } from './data-provider';
import type { FailureTexts } from './ui-texts';

/**
 * The text of an error toast: the prefix and the server's Spanish message, or the fallback
 * when the failure carries no server message (a network error, a bug).
 *
 * @example
 * failureMessage(new ApiError({ status: 409, message: 'Ya existe' }), uiTexts.failures.save)
 * // 'Algo salió mal al guardar: Ya existe'
 * failureMessage(new TypeError('Failed to fetch'), uiTexts.failures.save)
 * // 'Error inesperado al guardar'
 */
export const failureMessage = (error: unknown, texts: FailureTexts): string =>
  error instanceof ApiError && error.message.trim() !== '' ? `${texts.prefix}: ${error.message}` : texts.fallback;
