import { ApiError, NoAnswerError } from './data-provider';
import { type FailureTexts, uiTexts } from './ui-texts';

/**
 * The text of an error toast: the prefix and the server's Spanish message; without an answer,
 * the prefix and that the action needs the network; the fallback when the failure carries no
 * server message (a bug).
 *
 * @example
 * failureMessage(new ApiError({ status: 409, message: 'Ya existe' }), uiTexts.failures.save)
 * // 'Algo salió mal al guardar: Ya existe'
 * failureMessage(new NoAnswerError(), uiTexts.failures.save)
 * // 'Algo salió mal al guardar: sin conexión con el servidor. Inténtelo de nuevo cuando haya conexión'
 * failureMessage(new TypeError('x is undefined'), uiTexts.failures.save)
 * // 'Error inesperado al guardar'
 */
export const failureMessage = (error: unknown, texts: FailureTexts): string => {
  if (error instanceof NoAnswerError) return `${texts.prefix}: ${uiTexts.noAnswer}`;
  return error instanceof ApiError && error.message.trim() !== ''
    ? `${texts.prefix}: ${error.message}`
    : texts.fallback;
};
