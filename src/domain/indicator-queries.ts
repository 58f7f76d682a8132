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
  .meta({ description: 'Id del centro; sin él ni `orgUnitId`, el ámbito de quien pregunta (toda la red sin ámbito).' });
const orgUnitId = wholeNumber({
  message: 'Debe seleccionar una unidad organizativa válida',
  min: 1,
  max: maxStoredInteger,
})
  .optional()
  .meta({ description: 'Id de una unidad organizativa (nacional, región o distrito), en lugar de `centerId`.' });
const vaccineId = wholeNumber({
  message: 'Debe seleccionar una vacuna válida',
  min: 1,
  max: maxStoredInteger,
})
  .optional()
  .meta({ description: 'Id de la vacuna; sin él, todas.' });

/** The levels a place's figures may be broken down by, one row per unit of that level below it. */
export const placeGroupings = ['center', 'district', 'region'] as const;
export type PlaceGrouping = (typeof placeGroupings)[number];

const groupBy = z
  .enum(placeGroupings, {
    error: 'La agrupación debe ser center (centro), district (distrito) o region (región)',
  })
  .optional()
  .meta({
    description:
      'Una fila por centro, distrito o región por debajo del lugar pedido; sin ella, las cifras del lugar entero.',
  });

/** Where an indicator is asked about: a centre or an organisation unit (not both), or the caller's scope. */
const place = { centerId, orgUnitId };

/** `GET /indicators/coverage?year=&centerId=&orgUnitId=&groupBy=&vaccineId=&month=`, with its Spanish messages. */
export const coverageQuery = z.object({
  year,
  month: month('Mes (1–12): cuenta hasta su último día y prorratea la población.'),
  ...place,
  groupBy,
  vaccineId,
});

/** `GET /indicators/dropout?year=&centerId=&orgUnitId=&groupBy=&vaccineId=`: a whole year. */
export const dropoutQuery = z.object({ year, ...place, groupBy, vaccineId });

/** `GET /indicators/zero-dose?year=&centerId=&orgUnitId=&groupBy=&month=`: children have no vaccine. */
export const zeroDoseQuery = z.object({
  year,
  month: month('Mes (1–12): el periodo termina su último día.'),
  ...place,
  groupBy,
});

export type CoverageQuery = z.output<typeof coverageQuery>;
export type DropoutQuery = z.output<typeof dropoutQuery>;
export type ZeroDoseQuery = z.output<typeof zeroDoseQuery>;

/** `GET /indicators/wastage?year=&centerId=&orgUnitId=&groupBy=&vaccineId=`: a whole year. */
export const wastageQuery = z.object({ year, ...place, groupBy, vaccineId });

/** `GET /indicators/wastage/by-month` and `by-reason`: a place's, never broken down by unit. */
export const wastageSeriesQuery = z.object({ year, ...place, vaccineId });

export type WastageQuery = z.output<typeof wastageQuery>;
export type WastageSeriesQuery = z.output<typeof wastageSeriesQuery>;
