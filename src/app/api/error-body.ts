import type { FieldErrors } from '../../engine';

/** The API's refusal shape: `{ message, errors: { field: message } }`; anything else yields ''. */
export const readErrorBody = async (response: Response): Promise<{ message: string; fieldErrors: FieldErrors }> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { message: '', fieldErrors: {} };
  }
  if (typeof body !== 'object' || body === null) return { message: '', fieldErrors: {} };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return { message: typeof message === 'string' ? message : '', fieldErrors: stringEntries(errors) };
};

const stringEntries = (value: unknown): FieldErrors => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
