import { adminRoles, staffRoles } from '../../domain/roles';
import {
  receiptBodySchema,
  transferBodySchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
  transferStateLabels,
  vvmStageLabels,
} from '../../domain/supply/transfers';
import { answer, defineRoute, notFound, readId } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { receiveTransfer } from './receive-transfer';
import { sendTransfer } from './send-transfer';
import { transfersPage } from './transfer-read';

const states = Object.entries(transferStateLabels)
  .map(([state, label]) => `\`${state}\` ('${label}')`)
  .join(', ');
const stages = Object.values(vvmStageLabels).join(', ');
const tag = 'Stock';
const writeErrors = [400, 401, 403, 404, 409, 413, 415, 422, 500] as const;

/** A transfer's write runs in the lots' write context: one transaction, a retried key written once. */
const writes = { entity: vaccineBatches, idOf: () => undefined, audit: 'update' } as const;

const transferIdOf = (text: string | undefined) => {
  const reading = readId(text);
  if (!('id' in reading)) throw notFound();
  return reading.id;
};

/** `GET /stock-transfers?state=` (staff): the transfers of the caller's places, newest first. */
export const transfersRoute = defineRoute(
  {
    method: 'get',
    path: '/stock-transfers',
    operationId: 'stockTransfers.list',
    tag,
    roles: staffRoles,
    summary: 'Envíos entre lugares',
    description: `Los envíos cuyo origen o destino está en el ámbito de quien pregunta, el más reciente primero, con sus líneas y lo recibido. Estados: ${states}; \`state=sent\` son los viales en tránsito.`,
    query: transferListQuerySchema,
    answers: { 200: { description: 'Una página de envíos y su total.', schema: transferPageSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db, user }) => {
    const { state, page, pageSize } = query;
    const { items, total } = await transfersPage(db, {
      scope: user.scope,
      state,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return answer(200, { items, total, page, pageSize });
  },
);

/** `GET /stock-transfers/{id}` (staff): one transfer of the caller's places; 404 otherwise. */
export const transferRoute = defineRoute(
  {
    method: 'get',
    path: '/stock-transfers/:id',
    operationId: 'stockTransfers.get',
    tag,
    roles: staffRoles,
    summary: 'Un envío',
    description: 'El envío con sus lugares, su estado, sus fechas, sus líneas y lo recibido. Fuera del ámbito: 404.',
    params: { id: 'Id del envío.' },
    answers: { 200: { description: 'El envío.', schema: transferSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  async ({ params }, { db, user }) => {
    const id = transferIdOf(params.id);
    const { items } = await transfersPage(db, { scope: user.scope, id, limit: 1, offset: 0 });
    const [transfer] = items;
    if (!transfer) throw notFound();
    return answer(200, transfer);
  },
);

/** `POST /stock-transfers` (admin of the source's scope): the vials leave the source at once. */
export const sendTransferRoute = defineRoute(
  {
    method: 'post',
    path: '/stock-transfers',
    operationId: 'stockTransfers.send',
    tag,
    roles: adminRoles,
    summary: 'Enviar viales a otro lugar',
    description:
      "Crea un envío `sent` ('Enviado'): los viales de cada línea salen del origen (un movimiento `transfer-out`) y quedan en tránsito, en ningún lugar, hasta la recepción. El origen debe estar en el ámbito de quien envía (403); un lugar que no existe responde 400; un origen sin viales suficientes de un lote, 409 sin escribir nada.",
    body: transferBodySchema,
    answers: { 201: { description: 'El envío.', schema: transferSchema } },
    errors: writeErrors,
    writes,
  },
  async ({ body }, context) => {
    const id = await sendTransfer(context, body);
    const { items } = await transfersPage(context.db, { scope: { isAll: true }, id, limit: 1, offset: 0 });
    return answer(201, items[0]);
  },
);

/** `POST /stock-transfers/{id}/receipt` (staff of the destination): what arrived, once. */
export const receiveTransferRoute = defineRoute(
  {
    method: 'post',
    path: '/stock-transfers/:id/receipt',
    operationId: 'stockTransfers.receive',
    tag,
    roles: staffRoles,
    summary: 'Recibir un envío',
    description: `Pone lo que llegó de cada lote en el destino (\`received\`, 'Recibido'): un lote puede ir en varias líneas, cada una con la etapa de su monitor VVM (${stages}). La diferencia con lo enviado es un movimiento \`transit-loss\`; los viales en etapa 3 o 4 se dan de baja en el acto con el motivo \`vvm\`. Más viales de los enviados: 400. Una segunda recepción, o una simultánea, responde 409 sin escribir nada. El destino debe estar en el ámbito de quien recibe (403).`,
    params: { id: 'Id del envío.' },
    body: receiptBodySchema,
    answers: { 200: { description: 'El envío recibido.', schema: transferSchema } },
    errors: writeErrors,
    writes,
  },
  async ({ params, body }, context) => {
    const id = transferIdOf(params.id);
    await receiveTransfer(context, id, body);
    const { items } = await transfersPage(context.db, { scope: { isAll: true }, id, limit: 1, offset: 0 });
    return answer(200, items[0]);
  },
);

/** The transfers' routes, in mounting order (the list before one transfer). */
export const transferRoutes = [transfersRoute, sendTransferRoute, transferRoute, receiveTransferRoute];
