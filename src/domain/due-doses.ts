import { z } from 'zod';
import { maxPageSize, maxStoredInteger } from '../engine';
import { dateOfDayNumber, dayNumberOf } from './calendar-days';

/**
 * The three lists of the home page (due-doses-list.ts says which doses each holds): due now or
 * within the coming days, overdue, and the children under 5 without any dose.
 */
export const dueKinds = ['upcoming', 'overdue', 'zero-dose'] as const;
export type DueKind = (typeof dueKinds)[number];

export const defaultDuePageSize = 10;

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dateOfDayNumber(dayNumberOf(text)) === text;

/** Said of a missing or invalid `centerId`: a caller without a scope must name a centre or a unit. */
export const dueCenterMessage = 'Debe seleccionar un centro de salud válido';

/** The query string of `GET /due-doses`, with its Spanish messages. */
export const dueDosesQuery = z.object({
  centerId: wholeNumber(dueCenterMessage, maxStoredInteger).optional().meta({
    description:
      'Id del centro; sin él ni `orgUnitId`, el ámbito de quien pregunta (quien no tiene ámbito debe indicar uno).',
  }),
  orgUnitId: wholeNumber('Debe seleccionar una unidad organizativa válida', maxStoredInteger)
    .optional()
    .meta({ description: 'Id de una unidad organizativa (nacional, región o distrito), en lugar de `centerId`.' }),
  kind: z
    .enum(dueKinds, {
      error: 'El tipo de lista debe ser upcoming (próximas), overdue (atrasadas) o zero-dose (sin ninguna dosis)',
    })
    .meta({ description: '`upcoming`: próximas; `overdue`: atrasadas; `zero-dose`: sin ninguna dosis.' }),
  today: z
    .string({ error: 'La fecha de hoy es requerida (AAAA-MM-DD)' })
    .refine(isCalendarDate, 'La fecha de hoy debe ser una fecha válida (AAAA-MM-DD)')
    .meta({ format: 'date', description: 'La fecha de hoy del usuario (AAAA-MM-DD).' }),
  page: wholeNumber('La página debe ser un número entero mayor que 0', maxStoredInteger)
    .default(1)
    .meta({ description: 'Página, desde 1.' }),
  pageSize: wholeNumber(`El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`, maxPageSize)
    .default(defaultDuePageSize)
    .meta({ description: `Filas de cada página (${defaultDuePageSize} si falta).` }),
});

export type DueDosesQuery = z.output<typeof dueDosesQuery>;

/**
 * One due dose as the home page lists it, and nothing more: health staff read these. `dueDate`
 * is the dose's recommended date; a child of the zero-dose list shows the first dose overdue
 * the longest. A unit's list (several centres) names each row's centre.
 */
export const dueDoseItem = z.object({
  vaccinationCenterId: z.number().int().optional(),
  centerName: z.string().optional(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** The vaccine group (CDSi) the dose is due for, and the vaccine to give it with. */
  vaccineGroupId: z.number().int(),
  vaccineGroupName: z.string(),
  vaccineId: z.number().int(),
  vaccineName: z.string(),
  doseNumber: z.number().int(),
  dueDate: z.string().meta({ format: 'date' }),
  phone: z.string().nullable(),
});

/** A page of a due list, with the names of the engine's paged answers. */
export const dueDosesPage = z.object({
  items: z.array(dueDoseItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type DueDoseItem = z.infer<typeof dueDoseItem>;
export type DueDosesPage = z.infer<typeof dueDosesPage>;
