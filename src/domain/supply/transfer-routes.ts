import type { EntityRouteConfig } from '../../engine';
import {
  receiptBodySchema,
  transferBodySchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
  transferStateLabels,
  vvmStageLabels,
} from './transfers';

const states = Object.entries(transferStateLabels)
  .map(([state, label]) => `\`${state}\` ('${label}')`)
  .join(', ');
const stages = Object.values(vvmStageLabels).join(', ');
const writeErrors = [400, 401, 403, 404, 409, 413, 415, 422, 500] as const;
const transferId = { id: 'Id de la transferencia.' };

/**
 * The transfers' routes (issue 42, docs/supply.md), declared once: the transfers' config lists
 * them (a route-backed entity: its list, its record and its writes are these routes), their
 * behaviour answers them, each write in the engine's write context (one transaction, the
 * transfer's audit entry, a retried `Idempotency-Key` written once).
 */
export const transferRoutes = [
  {
    name: 'list',
    method: 'get',
    path: '/',
    access: 'read',
    summary: 'Transferencias entre lugares',
    description: `Las transferencias cuyo origen o destino está en el ámbito de quien pregunta, la más reciente primero, con sus líneas y lo recibido. Estados: ${states}; \`state=sent\` son los viales en tránsito.`,
    query: transferListQuerySchema,
    answers: { 200: { description: 'Una página de transferencias y su total.', schema: transferPageSchema } },
    errors: [400, 401, 403, 500],
  },
  {
    name: 'send',
    method: 'post',
    path: '/',
    access: 'create',
    summary: 'Enviar viales a otro lugar',
    description:
      "Crea una transferencia `sent` ('Enviado'): los viales de cada línea salen del origen (un movimiento `transfer-out`) y quedan en tránsito, en ningún lugar, hasta la recepción. El origen debe estar en el ámbito de quien envía (403); un lugar que no existe responde 400; un origen sin viales suficientes de un lote, 409 sin escribir nada.",
    body: transferBodySchema,
    answers: { 201: { description: 'La transferencia.', schema: transferSchema } },
    errors: writeErrors,
  },
  {
    name: 'one',
    method: 'get',
    path: '/:id',
    access: 'read',
    summary: 'Una transferencia',
    description:
      'La transferencia con sus lugares, su estado, sus fechas, sus líneas y lo recibido. Fuera del ámbito: 404.',
    params: transferId,
    answers: { 200: { description: 'La transferencia.', schema: transferSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'receipt',
    method: 'post',
    path: '/:id/receipt',
    access: 'update',
    audit: 'receipt',
    summary: 'Registrar la recepción',
    description: `Pone lo que llegó de cada lote en el destino (\`received\`, 'Recibido'): un lote puede ir en varias líneas, cada una con la etapa de su monitor VVM (${stages}). La diferencia con lo enviado es un movimiento \`transit-loss\`; los viales en etapa 3 o 4 se dan de baja en el acto con el motivo \`vvm\`. Más viales de los enviados: 400. Una segunda recepción, o una simultánea, responde 409 sin escribir nada. El destino debe estar en el ámbito de quien recibe (403). El pedido que la transferencia despachó queda \`received\`.`,
    params: transferId,
    body: receiptBodySchema,
    answers: { 200: { description: 'La transferencia recibida.', schema: transferSchema } },
    errors: writeErrors,
  },
] as const satisfies readonly EntityRouteConfig[];
