import { apiAs } from './api';

type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * Sends a lot's vials from the national store to a centre and receives them there, as the
 * national admin: a dose takes from its centre's stock (docs/supply.md), so a scenario that
 * registers doses from a lot it created stocks the centre first.
 *
 * @example
 * await stockCenter({ batchId: batch.id, centerId: center.id, vials: 20 });
 */
export const stockCenter = async (
  { batchId, centerId, vials }: { batchId: number; centerId: number; vials: number },
  admin?: Api,
) => {
  const api = admin ?? (await apiAs('admin'));
  const units = await api<{ id: number; level: string }[]>('GET', '/org-units');
  const national = units.find((unit) => unit.level === 'national');
  if (!national) throw new Error('The demo network has no national unit');
  const transfer = await api<{ id: number }>('POST', '/stock-transfers', {
    fromPlace: { type: 'store', id: national.id },
    toPlace: { type: 'center', id: centerId },
    lines: [{ vaccineBatchId: batchId, vials }],
  });
  await api('POST', `/stock-transfers/${transfer.id}/receipt`, {
    lines: [{ vaccineBatchId: batchId, receivedVials: vials, vvmStage: 1 }],
  });
};
