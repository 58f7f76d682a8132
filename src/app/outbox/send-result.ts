import { ApiError, type EntityRow, type FieldErrors } from '../../engine';

/** How a send ended: the server's answer, or none (no network, a dropped connection). */
export type SendResult =
  | { kind: 'answered'; status: number; row: EntityRow | null; message: string; fieldErrors: FieldErrors }
  | { kind: 'unreachable' };

/** What the outbox does with an entry after a send. */
export type Outcome = 'sent' | 'retry' | 'refused' | 'unauthorized';

/** Answers that say "try again later", not "no". */
const retriedStatuses = new Set([408, 429]);

/**
 * The outbox's reading of an answer: 2xx confirmed; no answer, a 5xx, 408 or 429 tried again
 * later; 401 waits for the user to sign in again; any other 4xx refused with its reason.
 *
 * @example
 * outcomeOf({ kind: 'answered', status: 409, row: null, message: 'El lote PF-1 no tiene viales disponibles', fieldErrors: {} }) // 'refused'
 */
export const outcomeOf = (result: SendResult): Outcome => {
  if (result.kind === 'unreachable') return 'retry';
  const { status } = result;
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'unauthorized';
  if (status >= 500 || retriedStatuses.has(status)) return 'retry';
  return 'refused';
};

/**
 * The wait before attempt `attempts + 1`: 1 s, doubling, at most 30 s (the sync's own period).
 *
 * @example
 * retryDelayMs(1) // 1000
 * retryDelayMs(3) // 4000
 */
export const retryDelayMs = (attempts: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));

/** Said of a refusal whose answer carried no words. */
export const unexplainedRefusal = (status: number) => `El servidor rechazó el registro (código ${status})`;

/**
 * A refusal's reason in the server's words: its message, then each field's message not already
 * said.
 *
 * @example
 * refusalText({ message: 'Datos inválidos', fieldErrors: { doseNumber: 'La dosis debe ser al menos 1' } }, 400)
 * // 'Datos inválidos: La dosis debe ser al menos 1'
 */
export const refusalText = (
  { message, fieldErrors }: { message: string; fieldErrors: FieldErrors },
  status: number,
) => {
  const details = [...new Set(Object.values(fieldErrors))].filter((text) => text !== message);
  const head = message || details.shift() || unexplainedRefusal(status);
  return details.length > 0 ? `${head}: ${details.join('; ')}` : head;
};

/**
 * A create's ending as a send result: its row, the API's refusal, or no answer at all.
 *
 * @example
 * const result = await sendResultOf(() => dataProvider.create(patients, values, { idempotencyKey }));
 */
export const sendResultOf = async (send: () => Promise<EntityRow>): Promise<SendResult> => {
  try {
    const row = await send();
    return { kind: 'answered', status: 201, row, message: '', fieldErrors: {} };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        kind: 'answered',
        status: error.status,
        row: null,
        message: error.message,
        fieldErrors: error.fieldErrors,
      };
    }
    return { kind: 'unreachable' };
  }
};
