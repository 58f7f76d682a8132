import { z } from 'zod';
import { isValidIsoDate } from '../engine';

export const invalidTodayMessage = 'La fecha de hoy no es válida: use el formato AAAA-MM-DD';

/**
 * A patient route's query of `today` (YYYY-MM-DD), the day it is computed for; the server's date when absent.
 *
 * @example
 * const vaccinationCardQuerySchema = todayQuerySchema('Fecha de hoy (AAAA-MM-DD) para calcular el esquema.');
 */
export const todayQuerySchema = (description: string) =>
  z.object({
    today: z
      .string({ error: invalidTodayMessage })
      .refine((value) => isValidIsoDate(value), invalidTodayMessage)
      .optional()
      .meta({ description }),
  });
