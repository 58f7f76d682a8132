import { z } from 'zod';
import { adminRoles, staffRoles } from '../../domain/roles';
import {
  batchRecipientsPageSchema,
  countBodySchema,
  discardBodySchema,
  discardReasonLabels,
  recallBodySchema,
  stockChangeSchema,
  stockMovementKindLabels,
  stockMovementsPageSchema,
} from '../../domain/stock-movements';
import type { JsonSchema, Parameter, Paths } from '../../engine/server';
import { errorsFor, inputJsonSchemaOf, maxPageSize } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { defaultBatchPageSize } from '../stock/batch-request';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const bodyOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema);
  return body;
};

const tags = [vaccineBatches.labels.plural];
const staffLine = `Roles: ${staffRoles.join(', ')}.`;
const adminLine = `Roles: ${adminRoles.join(', ')}.`;

const batchId: Parameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Id del lote.',
  schema: { type: 'integer', minimum: 1 },
};

const paging: Parameter[] = [
  {
    name: 'page',
    in: 'query',
    required: false,
    description: 'Página, desde 1.',
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: 'pageSize',
    in: 'query',
    required: false,
    description: `Filas por página (${defaultBatchPageSize} si falta).`,
    schema: { type: 'integer', minimum: 1, maximum: maxPageSize },
  },
];

const listed = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([value, label]) => `\`${value}\` ('${label}')`)
    .join(', ');

const change = {
  description: 'El movimiento escrito (null si no hubo ninguno) y los viales del lote después.',
  content: json(bodyOf(stockChangeSchema)),
};

const write = (options: { operationId: string; summary: string; description: string; body: z.ZodType }) => ({
  operationId: options.operationId,
  tags,
  summary: options.summary,
  description: `${options.description} ${adminLine}`,
  parameters: [batchId],
  requestBody: { required: true, content: json(inputJsonSchemaOf(options.body)) },
});

/** A lot's stock ledger, discards, counts, recall and recipients (stock/, declared by the batches' config). */
export const stockPaths: Paths = {
  '/vaccine-batches/{id}/movements': {
    get: {
      operationId: 'vaccine-batches.movements',
      tags,
      summary: 'Movimientos de un lote',
      description: `El registro de movimientos del lote, el más reciente primero: cada cambio de sus viales con su tipo (${listed(stockMovementKindLabels)}), su cantidad con signo, el motivo de una baja, la nota, el saldo que dejó (\`balanceAfter\`), cuándo (\`at\`), quién (\`userId\`, null en la apertura del registro) y la dosis que lo causó (\`appliedDoseId\`). Los viales disponibles del lote son siempre la suma de sus movimientos. ${staffLine}`,
      parameters: [batchId, ...paging],
      responses: {
        200: { description: 'Una página de movimientos y su total.', content: json(bodyOf(stockMovementsPageSchema)) },
        ...errorsFor([400, 401, 403, 404, 500]),
      },
    },
  },
  '/vaccine-batches/{id}/discards': {
    post: {
      ...write({
        operationId: 'vaccine-batches.discards',
        summary: 'Dar de baja viales de un lote',
        description: `Un movimiento \`discard\` de −\`quantity\` viales con su motivo: ${listed(discardReasonLabels)}. Más viales que los disponibles, o un lote retirado, responde 409 y no escribe nada.`,
        body: discardBodySchema,
      }),
      responses: { 201: change, ...errorsFor([400, 401, 403, 404, 409, 413, 415, 500]) },
    },
  },
  '/vaccine-batches/{id}/counts': {
    post: {
      ...write({
        operationId: 'vaccine-batches.counts',
        summary: 'Registrar un conteo físico de un lote',
        description:
          'Escribe la diferencia entre `countedQuantity` y los viales disponibles como un movimiento `count` (201); si coinciden no escribe nada (200, `movement` null). Un conteo mayor que la cantidad inicial del lote, o de un lote retirado, responde 409.',
        body: countBodySchema,
      }),
      responses: {
        200: { ...change, description: 'El conteo coincide: ningún movimiento.' },
        201: change,
        ...errorsFor([400, 401, 403, 404, 409, 413, 415, 500]),
      },
    },
  },
  '/vaccine-batches/{id}/recall': {
    post: {
      ...write({
        operationId: 'vaccine-batches.recall',
        summary: 'Retirar un lote',
        description:
          "Cierra el lote y lo marca retirado ('Retirado': `recalledAt`, `recallReason`) para siempre: no se puede volver a abrir (la acción de estado responde 409) ni usar para una dosis (409), y sale de los lotes que se ofrecen para una dosis. Sus viales restantes se dan de baja con el motivo `recalled` y el motivo del retiro como nota. Un segundo retiro responde 409.",
        body: recallBodySchema,
      }),
      responses: { 200: change, ...errorsFor([400, 401, 403, 404, 409, 413, 415, 500]) },
    },
  },
  '/vaccine-batches/{id}/recipients': {
    get: {
      operationId: 'vaccine-batches.recipients',
      tags,
      summary: 'Pacientes que recibieron un lote',
      description: `Una fila por dosis activa del lote, la última registrada primero: el paciente (nombre, documento), su teléfono o, si no tiene, el de su representante (\`isRepresentativePhone\`), la fecha de la dosis y su centro. ${staffLine}`,
      parameters: [batchId, ...paging],
      responses: {
        200: { description: 'Una página de receptores y su total.', content: json(bodyOf(batchRecipientsPageSchema)) },
        ...errorsFor([400, 401, 403, 404, 500]),
      },
    },
  },
  '/vaccine-batches/{id}/recipients/export.csv': {
    get: {
      operationId: 'vaccine-batches.recipientsExport',
      tags,
      summary: 'Exportar los pacientes que recibieron un lote (CSV)',
      description: `Los mismos receptores que la lista, todos, en CSV separado por punto y coma (UTF-8 con BOM), enviado por partes. ${staffLine}`,
      parameters: [batchId],
      responses: {
        200: {
          description: 'El archivo CSV.',
          content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
        },
        ...errorsFor([400, 401, 403, 404, 500]),
      },
    },
  },
};
