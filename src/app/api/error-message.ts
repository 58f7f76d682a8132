import { ApiError } from '../../engine/data-provider';

/**
 * The error toast of the spec (section 8): 'Algo salió mal' + what failed + the server's
 * message, or the fallback when the server said nothing (or was not reached).
 *
 * @example
 * errorMessage('al cargar los centros', error, 'Error al cargar los centros')
 * // 'Algo salió mal al cargar los centros: Token inválido'
 */
export const errorMessage = (prefix: string, error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? `Algo salió mal ${prefix}: ${error.message}` : fallback;
