import type { FieldErrors } from '../../engine';

type ErrorBody = { message: string; fieldErrors: FieldErrors; isOutOfScope: boolean };

const noBody: ErrorBody = { message: '', fieldErrors: {}, isOutOfScope: false };

/**
 * The API's refusal shape: `{ message, errors: { field: message }, outOfScope? }`; anything else
 * yields ''.
 */
export const readErrorBody = async (response: Response): Promise<ErrorBody> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return noBody;
  }
  if (typeof body !== 'object' || body === null) return noBody;
  const { message, errors, outOfScope } = body as { message?: unknown; errors?: unknown; outOfScope?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    fieldErrors: stringEntries(errors),
    isOutOfScope: outOfScope === true,
  };
};

const stringEntries = (value: unknown): FieldErrors => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
