import type { EntityRouteConfig } from '../../engine';
import {
  approvalBodySchema,
  minReasonLength,
  rejectionBodySchema,
  requisitionBodySchema,
  requisitionListQuerySchema,
  requisitionPageSchema,
  requisitionSchema,
  requisitionStateLabels,
  suggestionQuerySchema,
  suggestionsSchema,
} from './requisitions';

const states = Object.entries(requisitionStateLabels)
  .map(([state, label]) => `\`${state}\` ('${label}')`)
  .join(', ');
const writeErrors = [400, 401, 403, 404, 409, 413, 415, 422, 500] as const;
const requisitionId = { id: 'Id del pedido.' };
const answered = { description: 'El pedido.', schema: requisitionSchema };

/**
 * The requisitions' routes (issue 42, docs/supply.md), declared once: the requisitions' config
 * lists them (a route-backed entity), their behaviour answers them, each write in the engine's
 * write context (one transaction, the requisition's audit entry, a retried `Idempotency-Key`
 * written once).
 */
export const requisitionRoutes = [
  {
    name: 'list',
    method: 'get',
    path: '/',
    access: 'read',
    summary: 'Pedidos de vacunas',
    description: `Los pedidos de los lugares del ámbito de quien pregunta, o hechos a su almacén, el más reciente primero, con sus líneas. Estados: ${states}.`,
    query: requisitionListQuerySchema,
    answers: { 200: { description: 'Una página de pedidos y su total.', schema: requisitionPageSchema } },
    errors: [400, 401, 403, 500],
  },
  {
    name: 'suggestions',
    method: 'get',
    path: '/suggestions',
    access: 'create',
    summary: 'Cantidades sugeridas de un pedido',
    description:
      'Por vacuna activa, lo que el lugar pediría hoy: ⌈meses máximos de stock × consumo mensual − viales en el lugar − viales en tránsito hacia él⌉, nunca menos de 0; el consumo mensual es el de las dosis dadas en el lugar y por debajo en los 3 meses enteros anteriores, ÷ 3, en viales (÷ dosis por vial, redondeado hacia arriba). Un lugar fuera del ámbito: 403.',
    query: suggestionQuerySchema,
    answers: { 200: { description: 'Las cantidades sugeridas, por vacuna.', schema: suggestionsSchema } },
    errors: [400, 401, 403, 500],
  },
  {
    name: 'submit',
    method: 'post',
    path: '/',
    access: 'create',
    summary: 'Enviar un pedido',
    description:
      "Un centro o un almacén (el personal de ese lugar) pide viales al almacén de su unidad superior: 201 con el pedido `submitted` ('Enviada') y en cada línea su `suggestedVials`. Un lugar fuera del ámbito: 403; uno que no existe, o el almacén nacional, que no tiene a quién pedir: 400.",
    body: requisitionBodySchema,
    answers: { 201: answered },
    errors: writeErrors,
  },
  {
    name: 'one',
    method: 'get',
    path: '/:id',
    access: 'read',
    summary: 'Un pedido',
    description: 'El pedido con sus lugares, su estado, sus fechas y sus líneas. Fuera del ámbito: 404.',
    params: requisitionId,
    answers: { 200: answered },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'approve',
    method: 'post',
    path: '/:id/approve',
    access: 'update',
    audit: 'approve',
    summary: 'Aprobar un pedido',
    description: `Lo aprueba un administrador del almacén que provee (otro: 403) con los viales aprobados de cada vacuna del pedido (un motivo de ${minReasonLength} caracteres o más si alguno difiere de lo pedido; si no, 400) y en el acto envía una transferencia desde ese almacén, los lotes que vencen antes primero: el pedido queda \`dispatched\` ('Despachada') con el id de la transferencia. Un almacén sin viales suficientes: 409. Un pedido ya decidido, o una aprobación simultánea: 409. Nada se escribe si se rechaza.`,
    params: requisitionId,
    body: approvalBodySchema,
    answers: { 200: answered },
    errors: writeErrors,
  },
  {
    name: 'reject',
    method: 'post',
    path: '/:id/reject',
    access: 'update',
    audit: 'reject',
    summary: 'Rechazar un pedido',
    description: `Lo rechaza un administrador del almacén que provee, con un motivo de ${minReasonLength} caracteres o más: \`rejected\` ('Rechazada'). Un pedido ya decidido: 409.`,
    params: requisitionId,
    body: rejectionBodySchema,
    answers: { 200: answered },
    errors: writeErrors,
  },
] as const satisfies readonly EntityRouteConfig[];
