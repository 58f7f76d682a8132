import { z } from 'zod';
import { type EntityRouteConfig, maxPageSize } from '../engine';
import {
  batchRecipientsPageSchema,
  countBodySchema,
  discardBodySchema,
  discardReasonLabels,
  recallAnswerSchema,
  recallBodySchema,
  stockChangeSchema,
  stockMovementKindLabels,
  stockMovementsPageSchema,
} from './stock-movements';

/** The page size of a batch's lists when the query names none. */
export const defaultBatchPageSize = 25;

/** Digits only (at most 9), within [1, max], with its Spanish message. */
const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

/** A page of a batch's list: `page` from 1, `pageSize` 1 to 200 (25 when absent). */
export const batchPageQuerySchema = z.object({
  page: wholeNumber('La página debe ser un número entero mayor o igual a 1', 999_999_999)
    .default(1)
    .meta({ description: 'Página, desde 1.' }),
  pageSize: wholeNumber(`El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`, maxPageSize)
    .default(defaultBatchPageSize)
    .meta({ description: `Filas de cada página (${defaultBatchPageSize} si falta).` }),
});

const listed = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([value, label]) => `\`${value}\` ('${label}')`)
    .join(', ');

const batchId = { id: 'Id del lote.' };
const writeErrors = [400, 401, 403, 404, 409, 413, 415, 422, 500] as const;
const change = {
  description: 'El movimiento escrito (null si no hubo ninguno) y los viales del lote después.',
  schema: stockChangeSchema,
};

/**
 * A batch's ledger, declared once (the batches' config lists these routes, their behaviour
 * answers them; docs/stock.md): its movements and recipients, and the writes that move its
 * vials, each in the engine's write context (one transaction, the batch's audit entry, a retried
 * `Idempotency-Key` written once).
 */
export const batchRoutes = [
  {
    name: 'movements',
    method: 'get',
    path: '/:id/movements',
    access: 'read',
    summary: 'Movimientos de un lote',
    description: `El registro de movimientos del lote, el más reciente primero: cada cambio de sus viales con su tipo (${listed(stockMovementKindLabels)}), su cantidad con signo, el motivo de una baja, la nota, el saldo que dejó (\`balanceAfter\`), cuándo (\`at\`), quién (\`userId\`, null en la apertura del registro) y la dosis que lo causó (\`appliedDoseId\`). Los viales disponibles del lote son siempre la suma de sus movimientos.`,
    params: batchId,
    query: batchPageQuerySchema,
    answers: { 200: { description: 'Una página de movimientos y su total.', schema: stockMovementsPageSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'discards',
    method: 'post',
    path: '/:id/discards',
    access: 'update',
    summary: 'Dar de baja viales de un lote',
    description: `Un movimiento \`discard\` de −\`quantity\` viales con su motivo: ${listed(discardReasonLabels)}. Más viales que los disponibles, o un lote retirado, responde 409 y no escribe nada.`,
    params: batchId,
    body: discardBodySchema,
    answers: { 201: change },
    errors: writeErrors,
  },
  {
    name: 'counts',
    method: 'post',
    path: '/:id/counts',
    access: 'update',
    summary: 'Registrar un conteo físico de un lote',
    description:
      'Escribe la diferencia entre `countedQuantity` y los viales disponibles como un movimiento `count` (201); si coinciden no escribe nada (200, `movement` null). Un conteo mayor que la cantidad inicial del lote, o de un lote retirado, responde 409.',
    params: batchId,
    body: countBodySchema,
    answers: { 200: { ...change, description: 'El conteo coincide: ningún movimiento.' }, 201: change },
    errors: writeErrors,
  },
  {
    name: 'recall',
    method: 'post',
    path: '/:id/recall',
    access: 'update',
    summary: 'Retirar un lote',
    description:
      "Cierra el lote y lo marca retirado ('Retirado': `recalledAt`, `recallReason`) para siempre: no se puede volver a abrir (la acción de estado responde 409) ni usar para una dosis (409), y sale de los lotes que se ofrecen para una dosis. Sus viales restantes y las dosis de sus viales abiertos se dan de baja en cada lugar que los tenga, con el motivo `recalled` y el motivo del retiro como nota; `places` dice lo que se dio de baja en cada lugar. Un segundo retiro responde 409.",
    params: batchId,
    body: recallBodySchema,
    answers: {
      200: {
        description: 'El último movimiento, los viales del lote después (0) y lo dado de baja en cada lugar.',
        schema: recallAnswerSchema,
      },
    },
    errors: writeErrors,
  },
  {
    name: 'recipients',
    method: 'get',
    path: '/:id/recipients',
    access: 'read',
    summary: 'Pacientes que recibieron un lote',
    description:
      'Una fila por dosis activa del lote, la última registrada primero: el paciente (nombre, documento), su teléfono o, si no tiene, el de su representante (`isRepresentativePhone`), la fecha de la dosis y su centro.',
    params: batchId,
    query: batchPageQuerySchema,
    answers: { 200: { description: 'Una página de receptores y su total.', schema: batchRecipientsPageSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'recipientsExport',
    method: 'get',
    path: '/:id/recipients/export.csv',
    access: 'read',
    summary: 'Exportar los pacientes que recibieron un lote (CSV)',
    description:
      'Los mismos receptores que la lista, todos, en CSV separado por punto y coma (UTF-8 con BOM), enviado por partes.',
    params: batchId,
    answers: {
      200: {
        description: 'El archivo CSV.',
        contentType: 'text/csv',
        schema: z.string().meta({ contentMediaType: 'text/csv' }),
      },
    },
    errors: [400, 401, 403, 404, 500],
  },
] as const satisfies readonly EntityRouteConfig[];
