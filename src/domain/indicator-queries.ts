import { z } from 'zod';
import { maxStoredInteger } from '../engine';

/** The years a target population may be entered for, and so the years the indicators answer. */
export const indicatorYears = { min: 2000, max: 2100 } as const;

const wholeNumber = ({ message, min, max }: { message: string; min: number; max: number }) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const year = wholeNumber({
  message: `El año es requerido y debe estar entre ${indicatorYears.min} y ${indicatorYears.max}`,
  ...indicatorYears,
}).meta({ description: 'El año del indicador (AAAA).' });
const month = (description: string) =>
  wholeNumber({ message: 'El mes debe ser un número entre 1 y 12', min: 1, max: 12 }).optional().meta({ description });
const centerId = wholeNumber({
  message: 'Debe seleccionar un centro de salud válido',
  min: 1,
  max: maxStoredInteger,
})
  .optional()
  .meta({ description: 'Id del centro; sin él, toda la red.' });
const vaccineId = wholeNumber({
  message: 'Debe seleccionar una vacuna válida',
  min: 1,
  max: maxStoredInteger,
})
  .optional()
  .meta({ description: 'Id de la vacuna; sin él, todas.' });

/** `GET /indicators/coverage?year=&centerId=&vaccineId=&month=`, with its Spanish messages. */
export const coverageQuery = z.object({
  year,
  month: month('Mes (1–12): cuenta hasta su último día y prorratea la población.'),
  centerId,
  vaccineId,
});

/** `GET /indicators/dropout?year=&centerId=&vaccineId=`: a whole year. */
export const dropoutQuery = z.object({ year, centerId, vaccineId });

/** `GET /indicators/zero-dose?year=&centerId=&month=`: children have no vaccine. */
export const zeroDoseQuery = z.object({
  year,
  month: month('Mes (1–12): el periodo termina su último día.'),
  centerId,
});

export type CoverageQuery = z.output<typeof coverageQuery>;
export type DropoutQuery = z.output<typeof dropoutQuery>;
export type ZeroDoseQuery = z.output<typeof zeroDoseQuery>;

/** `GET /indicators/wastage?year=&vaccineId=` (and its `by-month` and `by-reason`): a whole year. */
export const wastageQuery = z.object({ year, vaccineId });

export type WastageQuery = z.output<typeof wastageQuery>;
