import { z } from 'zod';
import { maxStoredInteger } from '../../engine';
import { batchPageQuerySchema } from '../batch-routes';
import { namedPlaceSchema, placeTypes, stockPlaceSchema } from './stock-places';

/**
 * A requisition's states (issue 42): submitted ('Enviada') by the place's staff; approved by its
 * supplier's admin and at once dispatched ('Despachada', a transfer sent); rejected; received once
 * its transfer is.
 */
export const requisitionStates = ['submitted', 'approved', 'dispatched', 'rejected', 'received'] as const;
export type RequisitionState = (typeof requisitionStates)[number];
export const requisitionStateLabels: Readonly<Record<RequisitionState, string>> = {
  submitted: 'Enviada',
  approved: 'Aprobada',
  dispatched: 'Despachada',
  rejected: 'Rechazada',
  received: 'Recibida',
};

/** A reason is asked of an approval that changes a requested quantity, and of a rejection. */
export const minReasonLength = 10;
export const reasonMessage = `El motivo debe tener al menos ${minReasonLength} caracteres`;

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(maxStoredInteger, message);
const vials = (message: string) => z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);
const vaccineId = id('Debe seleccionar una vacuna válida');

/** Lines that name each vaccine once. */
const isEachVaccineOnce = (lines: readonly { vaccineId: number }[]) =>
  new Set(lines.map((line) => line.vaccineId)).size === lines.length;
const vaccineTwiceMessage = 'Cada vacuna va en una sola línea';

/** `POST /requisitions`: a place asks its supplier's store for vials of each vaccine. */
export const requisitionBodySchema = z.object({
  place: stockPlaceSchema,
  periodMonth: z
    .string({ error: 'Indique el mes del pedido (AAAA-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El mes del pedido debe tener la forma AAAA-MM'),
  lines: z
    .array(
      z.object({
        vaccineId,
        requestedVials: vials('Los viales pedidos deben ser un número entero de 0 o más'),
      }),
      { error: 'Indique las líneas del pedido' },
    )
    .min(1, 'El pedido debe tener al menos una línea')
    .max(100, 'Un pedido no puede tener más de 100 líneas')
    .refine(isEachVaccineOnce, vaccineTwiceMessage)
    .refine((lines) => lines.some((line) => line.requestedVials > 0), 'Pida al menos un vial'),
});
export type RequisitionBody = z.infer<typeof requisitionBodySchema>;

/** `POST /requisitions/{id}/approve`: the vials approved of each vaccine, and why they differ from those asked. */
export const approvalBodySchema = z.object({
  lines: z
    .array(
      z.object({
        vaccineId,
        approvedVials: vials('Los viales aprobados deben ser un número entero de 0 o más'),
      }),
      { error: 'Indique lo aprobado de cada vacuna' },
    )
    .min(1, 'Indique lo aprobado de cada vacuna')
    .max(100, 'Un pedido no puede tener más de 100 líneas')
    .refine(isEachVaccineOnce, vaccineTwiceMessage),
  reason: z
    .string({ error: 'El motivo debe ser un texto' })
    .trim()
    .max(500, 'El motivo no puede superar 500 caracteres')
    .optional(),
});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

/** `POST /requisitions/{id}/reject`: why. */
export const rejectionBodySchema = z.object({
  reason: z
    .string({ error: reasonMessage })
    .trim()
    .min(minReasonLength, reasonMessage)
    .max(500, 'El motivo no puede superar 500 caracteres'),
});
export type RejectionBody = z.infer<typeof rejectionBodySchema>;

/** A requisition as the API answers it: its place and supplier, state, dates and lines. */
export const requisitionSchema = z.object({
  id: z.number().int(),
  place: namedPlaceSchema,
  supplierPlace: namedPlaceSchema.meta({ description: 'El almacén de la unidad superior, que provee.' }),
  periodMonth: z.string(),
  state: z.enum(requisitionStates),
  submittedAt: z.string(),
  decidedAt: z.string().nullable().meta({ description: 'Cuándo se aprobó o rechazó.' }),
  receivedAt: z.string().nullable(),
  reason: z.string().nullable().meta({ description: 'El motivo de la aprobación o del rechazo.' }),
  transferId: z.number().int().nullable().meta({ description: 'La transferencia que lo despachó.' }),
  lines: z.array(
    z.object({
      vaccineId: z.number().int(),
      vaccineName: z.string(),
      requestedVials: z.number().int(),
      suggestedVials: z.number().int(),
      approvedVials: z.number().int().nullable(),
    }),
  ),
});
export type Requisition = z.infer<typeof requisitionSchema>;

/** `GET /requisitions?state=&page=&pageSize=`: the requisitions of the caller's places, newest first. */
export const requisitionListQuerySchema = batchPageQuerySchema.extend({
  state: z
    .enum(requisitionStates, { error: `El estado debe ser ${requisitionStates.join(', ')}` })
    .optional()
    .meta({ description: 'Solo los de este estado.' }),
});

export const requisitionPageSchema = z.object({
  items: z.array(requisitionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `GET /requisitions/suggestions?placeType=&placeId=`: what a place would ask for, per vaccine. */
export const suggestionQuerySchema = z.object({
  placeType: z.enum(placeTypes, { error: "El tipo de lugar debe ser 'store' o 'center'" }),
  placeId: z
    .string({ error: 'Indique el id del lugar' })
    .regex(/^\d{1,10}$/, 'El id del lugar debe ser un número entero')
    .transform(Number)
    .refine((value) => value >= 1 && value <= maxStoredInteger, 'El id del lugar debe ser un número entero'),
});

/** One vaccine's suggested quantity and what it comes from. */
export const suggestionSchema = z.object({
  vaccineId: z.number().int(),
  vaccineName: z.string(),
  dosesPerVial: z.number().int(),
  dosesGiven: z
    .number()
    .int()
    .meta({ description: 'Dosis dadas en el lugar y por debajo en los 3 meses enteros anteriores.' }),
  averageMonthlyVials: z.number().int().meta({ description: '⌈dosesGiven ÷ 3 ÷ dosesPerVial⌉.' }),
  onHandVials: z.number().int(),
  inTransitVials: z.number().int(),
  suggestedVials: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  maximumStockMonths: z.number(),
  items: z.array(suggestionSchema),
});

/** `GET /settings/stock`: the programme's stock settings. */
export const stockSettingsSchema = z.object({
  maximumStockMonths: z.number().meta({
    description: 'Meses de consumo que un lugar debe tener como máximo (`STOCK_MAXIMUM_MONTHS`, 3 si falta).',
  }),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;
export const defaultStockSettings: StockSettings = { maximumStockMonths: 3 };
