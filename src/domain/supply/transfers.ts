import { z } from 'zod';
import { maxStoredInteger } from '../../engine';
import { namedPlaceSchema, stockPlaceSchema } from './stock-places';

/** A transfer's states and how they read: sent ('Enviado', its vials in transit), then received. */
export const transferStates = ['sent', 'received'] as const;
export type TransferState = (typeof transferStates)[number];
export const transferStateLabels: Readonly<Record<TransferState, string>> = { sent: 'Enviado', received: 'Recibido' };

/** A vaccine vial monitor's stage at receipt, 1 to 4; at 3 or 4 the vial is discarded (`vvm`). */
export const vvmStageLabels: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: 'Etapa 1',
  2: 'Etapa 2',
  3: 'Etapa 3',
  4: 'Etapa 4',
};
export const discardedVvmStage = 3;

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(maxStoredInteger, message);
const vials = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(1_000_000, message);

/** `POST /stock-transfers`: the vials of each lot leave `fromPlace` at once, in transit to `toPlace`. */
export const transferBodySchema = z
  .object({
    fromPlace: stockPlaceSchema,
    toPlace: stockPlaceSchema,
    lines: z
      .array(
        z.object({
          vaccineBatchId: id('Debe seleccionar un lote válido'),
          vials: vials('Los viales deben ser un número entero mayor que 0', 1),
        }),
        { error: 'Indique las líneas del envío' },
      )
      .min(1, 'El envío debe tener al menos una línea')
      .max(200, 'Un envío no puede tener más de 200 líneas'),
  })
  .refine((body) => body.fromPlace.type !== body.toPlace.type || body.fromPlace.id !== body.toPlace.id, {
    message: 'El origen y el destino deben ser lugares distintos',
    path: ['toPlace'],
  });
export type TransferBody = z.infer<typeof transferBodySchema>;

/** `POST /stock-transfers/{id}/receipt`: what arrived of each lot, a line per VVM stage. */
export const receiptBodySchema = z.object({
  lines: z
    .array(
      z.object({
        vaccineBatchId: id('Debe seleccionar un lote válido'),
        receivedVials: vials('Los viales recibidos deben ser un número entero de 0 o más', 0),
        vvmStage: z
          .number({ error: 'La etapa del VVM debe ser 1, 2, 3 o 4' })
          .int('La etapa del VVM debe ser 1, 2, 3 o 4')
          .min(1, 'La etapa del VVM debe ser 1, 2, 3 o 4')
          .max(4, 'La etapa del VVM debe ser 1, 2, 3 o 4'),
      }),
      { error: 'Indique las líneas de la recepción' },
    )
    .min(1, 'La recepción debe tener al menos una línea')
    .max(400, 'Una recepción no puede tener más de 400 líneas'),
});
export type ReceiptBody = z.infer<typeof receiptBodySchema>;

/** A transfer as the API answers it: its places, state, dates, lines sent and what was received. */
export const transferSchema = z.object({
  id: z.number().int(),
  fromPlace: namedPlaceSchema,
  toPlace: namedPlaceSchema,
  state: z.enum(transferStates),
  sentAt: z.string(),
  receivedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      vaccineBatchId: z.number().int(),
      batchNumber: z.string(),
      vaccineName: z.string(),
      sentVials: z.number().int(),
    }),
  ),
  receipts: z.array(
    z.object({
      vaccineBatchId: z.number().int(),
      batchNumber: z.string(),
      receivedVials: z.number().int(),
      vvmStage: z.number().int(),
    }),
  ),
});
export type Transfer = z.infer<typeof transferSchema>;

/** `GET /stock-transfers?state=&page=&pageSize=`: the transfers of the caller's places, newest first. */
export const transferListQuerySchema = z.object({
  state: z
    .enum(transferStates, { error: "El estado debe ser 'sent' o 'received'" })
    .optional()
    .meta({ description: '`sent` (en tránsito) o `received`.' }),
  page: z
    .string()
    .regex(/^\d{1,9}$/, 'La página debe ser un número entero mayor o igual a 1')
    .transform(Number)
    .refine((value) => value >= 1, 'La página debe ser un número entero mayor o igual a 1')
    .default(1),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, 'El tamaño de página debe ser un número entero entre 1 y 200')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 200, 'El tamaño de página debe ser un número entero entre 1 y 200')
    .default(25),
});

export const transferPageSchema = z.object({
  items: z.array(transferSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
