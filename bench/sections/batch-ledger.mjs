import { p50PerRound } from '../lib/p50-per-round.mjs';
import { budgetRow, infoRow } from '../report/rows.mjs';

const group = 'Lots (stock ledger)';
/** The budget for the first page of a lot's movements and of its recipients. */
const budgetMs = 50;
/** The doses of the one lot, and its vials. */
const doses = 100_000;
const initialQuantity = 120_000;
const chunk = 10_000;

/**
 * A lot used by 100,000 doses, written in plain SQL as an import would (the lot, its doses
 * given to 100,000 patients over the last 100 days, and its ledger: a receipt and a `dose`
 * movement per dose): the first page of its movements and of its recipients, p50 at most
 * 50 ms each, and the time of its recipients' CSV. The lot, its doses and its movements are
 * deleted afterwards, so the sections after this one see the data as it was.
 *
 * @param {import('../lib/server.mjs').Measure & { writer: import('../generate/writer.mjs').Writer, scaleLabel: string }} options
 */
export const measureLotLedger = async ({ server, token, rounds, writer, scaleLabel }) => {
  console.log('  lot ledger');
  const lotId = await writeUsedLot(writer);
  try {
    const rows = [];
    const lists = [
      ['movements', 'its ledger, newest first'],
      ['recipients', 'the patients of its active doses'],
    ];
    for (const [list, words] of lists) {
      const path = `/api/v1/vaccine-batches/${lotId}/${list}?page=1&pageSize=25`;
      rows.push(
        budgetRow({
          group,
          metric: `GET /vaccine-batches/{id}/${list}?page=1&pageSize=25 (${words}, a lot used by ${doses.toLocaleString('en')} doses, ${scaleLabel}): p50`,
          unit: 'ms',
          ours: await p50PerRound({ url: `${server.url}${path}`, token, rounds }),
          target: { atMost: budgetMs },
        }),
      );
    }
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/vaccine-batches/${lotId}/recipients/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = (await response.text()).split('\r\n').length - 2;
    rows.push(
      infoRow({
        group,
        metric: `GET /vaccine-batches/{id}/recipients/export.csv (${lines.toLocaleString('en')} recipients, streamed)`,
        unit: 'ms',
        ours: [performance.now() - started],
      }),
    );
    return rows;
  } finally {
    await writer.execute('DELETE FROM "stock_movements" WHERE "vaccineBatchId" = ?', [lotId]);
    await writer.execute('DELETE FROM "applied_doses" WHERE "vaccineBatchId" = ?', [lotId]);
    await writer.execute('DELETE FROM "vaccine_batches" WHERE "id" = ?', [lotId]);
  }
};

/**
 * The lot and its 100,000 doses and movements, in chunks; resolves with the lot's id.
 *
 * @param {import('../generate/writer.mjs').Writer} writer
 */
const writeUsedLot = async (writer) => {
  const [vaccine] = await writer.query('SELECT min("id") AS "id" FROM "vaccines"');
  const [centre] = await writer.query('SELECT min("id") AS "id" FROM "vaccination_centers"');
  const [staff] = await writer.query(`SELECT min("id") AS "id" FROM "users" WHERE "role" = 'health'`);
  const [firstPatient] = await writer.query('SELECT min("id") AS "id" FROM "patients"');
  const batchNumber = `LT-BENCH-${Date.now()}`;
  await writer.insert('vaccine_batches', [
    {
      isActive: 1,
      batchNumber,
      vaccineId: Number(vaccine?.id),
      manufactureDate: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10),
      expirationDate: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
      initialQuantity,
      availableQuantity: initialQuantity - doses,
      status: 1,
    },
  ]);
  const [lot] = await writer.query('SELECT "id" FROM "vaccine_batches" WHERE "batchNumber" = ?', [batchNumber]);
  const lotId = Number(lot?.id);
  const now = Date.now();
  const atOf = (/** @type {number} */ index) => new Date(now - (doses - index) * 86_400).toISOString();
  for (let start = 0; start < doses; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, doses - start) }, (_, offset) => ({
      isActive: 1,
      patientId: Number(firstPatient?.id) + start + offset,
      vaccineBatchId: lotId,
      vaccineId: Number(vaccine?.id),
      isHistorical: 0,
      doseNumber: 1,
      vaccinationCenterId: Number(centre?.id),
      applyingUserId: Number(staff?.id),
      recordedByUserId: Number(staff?.id),
      applicationDateTime: atOf(start + offset),
    }));
    await writer.insert('applied_doses', rows);
  }
  const doseIds = await writer.query('SELECT "id" FROM "applied_doses" WHERE "vaccineBatchId" = ? ORDER BY "id"', [
    lotId,
  ]);
  // The lot is received and given at one centre: its place's stock is its movements' sum.
  const place = { placeType: 'center', placeId: Number(centre?.id), openDoses: 0 };
  const movement = { vaccineBatchId: lotId, reason: null, note: null, userId: Number(staff?.id), ...place };
  await writer.insert('stock_movements', [
    {
      ...movement,
      kind: 'receipt',
      quantity: initialQuantity,
      vials: initialQuantity,
      balanceAfter: initialQuantity,
      at: atOf(0),
      appliedDoseId: null,
    },
  ]);
  for (let start = 0; start < doseIds.length; start += chunk) {
    const rows = doseIds.slice(start, start + chunk).map((dose, offset) => ({
      ...movement,
      kind: 'dose',
      quantity: -1,
      vials: -1,
      balanceAfter: initialQuantity - (start + offset + 1),
      at: atOf(start + offset),
      appliedDoseId: Number(dose.id),
    }));
    await writer.insert('stock_movements', rows);
  }
  return lotId;
};
