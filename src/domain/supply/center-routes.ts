import { z } from 'zod';
import type { EntityRouteConfig } from '../../engine';

/** What closing a session discarded: each lot's open vial and its doses left. */
export const closedSessionSchema = z.object({
  items: z.array(
    z.object({
      vaccineBatchId: z.number().int(),
      batchNumber: z.string(),
      vaccineName: z.string(),
      openDosesDiscarded: z.number().int(),
    }),
  ),
});
export type ClosedSession = z.infer<typeof closedSessionSchema>;

/**
 * A centre's routes beyond its CRUD (issue 42, docs/supply.md): 'Cerrar jornada', which discards
 * the doses left in the centre's open vials, each a movement `discard` with the reason
 * `open-vial-expired`, in the engine's write context.
 */
export const centerRoutes = [
  {
    name: 'closeSession',
    method: 'post',
    path: '/:id/close-session',
    access: 'read',
    summary: 'Cerrar jornada',
    description:
      'Da de baja las dosis que quedan en los viales abiertos del centro (un movimiento `discard` con el motivo `open-vial-expired` por lote), como pide la política de frascos abiertos al final de la sesión. La llama el personal del centro o un administrador de su ámbito; un centro fuera del ámbito responde 403. Sin viales abiertos, `items` vacío y nada escrito.',
    params: { id: 'Id del centro.' },
    answers: { 200: { description: 'Lo dado de baja, por lote.', schema: closedSessionSchema } },
    errors: [400, 401, 403, 404, 409, 500],
  },
] as const satisfies readonly EntityRouteConfig[];
