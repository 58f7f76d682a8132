import { checkRow } from '../report/rows.mjs';

/**
 * Every batch: its vials against its initial quantity minus its active doses.
 *
 * @param {{ group: string, writer: import('../generate/writer.mjs').Writer }} options
 */
export const stockCheckRow = async ({ group, writer }) => {
  const [counts] = await writer.query(
    `SELECT count(*) AS "batches", coalesce(sum(CASE WHEN b."availableQuantity" = b."initialQuantity" - (
       SELECT count(*) FROM "applied_doses" d WHERE d."vaccineBatchId" = b."id" AND d."isActive" = 1)
       THEN 1 ELSE 0 END), 0) AS "consistent"
     FROM "vaccine_batches" b`,
  );
  const batches = Number(counts?.batches);
  const consistent = Number(counts?.consistent);
  return checkRow({
    group,
    metric: 'Afterwards: batches whose vials = initial quantity − active doses',
    value: `${consistent.toLocaleString('en')} of ${batches.toLocaleString('en')}`,
    target: 'all',
    isMet: consistent === batches,
  });
};
