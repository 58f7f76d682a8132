import { apiAs, demoCenterId } from './api';

type Created = { id: number };

/** A lot of 5 vials of the demo's first vaccine, received at the national store (the lots' default). */
const nationalBatch = async () => {
  const api = await apiAs('admin');
  const [vaccine] = (await api<{ items: { id: number }[] }>('GET', '/vaccines?page=1&pageSize=1')).items;
  if (!vaccine) throw new Error('The demo data has no vaccine');
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const batch = await api<Created>('POST', '/vaccine-batches', {
    batchNumber: `E2E-${Date.now().toString(36)}`,
    manufactureDate: day(-30),
    expirationDate: day(365),
    initialQuantity: 5,
    availableQuantity: 5,
    vaccineId: vaccine.id,
  });
  return { batchId: batch.id, vaccineId: vaccine.id };
};

/**
 * How a browser test makes the first row of a route-backed entity, whose create is an operation of
 * its own (`source: 'routes'`): a transfer of one vial from the national store to the demo's centre,
 * a requisition of the demo's centre.
 */
export const routeBackedRows: Readonly<Record<string, () => Promise<number>>> = {
  'stock-transfers': async () => {
    const api = await apiAs('admin');
    const { batchId } = await nationalBatch();
    const [national] = (await api<{ items: { id: number }[] }>('GET', '/org-units?page=1&pageSize=1&level=national'))
      .items;
    if (!national) throw new Error('The demo data has no national unit');
    const transfer = await api<Created>('POST', '/stock-transfers', {
      fromPlace: { type: 'store', id: national.id },
      toPlace: { type: 'center', id: await demoCenterId() },
      lines: [{ vaccineBatchId: batchId, vials: 1 }],
    });
    return transfer.id;
  },
  requisitions: async () => {
    const api = await apiAs('admin');
    const { vaccineId } = await nationalBatch();
    const month = new Date().toISOString().slice(0, 7);
    const requisition = await api<Created>('POST', '/requisitions', {
      place: { type: 'center', id: await demoCenterId() },
      periodMonth: month,
      lines: [{ vaccineId, requestedVials: 1 }],
    });
    return requisition.id;
  },
};
