import { createRandom } from '../lib/prng.mjs';
import { createCalendar } from './dates.mjs';
import { doseRows } from './dose-rows.mjs';
import { patientRows } from './patient-rows.mjs';
import { referenceRows } from './reference-rows.mjs';
import { scale } from './scale.mjs';

const referenceOrder = ['countries', 'manufacturers', 'vaccines', 'vaccination_centers', 'users', 'vaccine_batches'];

/**
 * The bench's data, grown in steps so each measurement sees the size it names. Every step is
 * deterministic: its random stream is seeded by the fixed seed and the first id it writes.
 *
 * @example
 * const dataset = createDataset(writer);
 * await dataset.addReferences(); await dataset.growPatients(10_000);
 */
export const createDataset = (writer) => {
  const calendar = createCalendar();
  const counts = { patients: 0, doses: 0 };
  const randomFrom = (salt, from) => createRandom(scale.seed + salt * 1_000_003 + from);
  return {
    counts,
    addReferences: async () => {
      const [admin] = await writer.query('SELECT "passwordHash" FROM "users" WHERE "id" = 1');
      if (!admin) throw new Error('The server did not create the admin user');
      const rows = referenceRows({ random: randomFrom(1, 0), calendar, passwordHash: admin.passwordHash });
      for (const table of referenceOrder) await writer.insert(table, rows[table]);
    },
    growPatients: async (total) => {
      const from = counts.patients + 1;
      await writer.insert('patients', patientRows({ from, to: total, random: randomFrom(2, from), calendar }));
      counts.patients = total;
    },
    growDoses: async (total) => {
      const from = counts.doses + 1;
      const rows = doseRows({
        from,
        to: total,
        total: scale.doses.reports,
        patients: counts.patients,
        random: randomFrom(3, from),
        calendar,
      });
      await writer.insert('applied_doses', rows);
      counts.doses = total;
      await syncStock(writer);
    },
  };
};

/** Each batch's vials: its initial quantity minus its active doses. */
const syncStock = (writer) =>
  writer.execute(
    `UPDATE "vaccine_batches" SET "availableQuantity" = "initialQuantity" - (
       SELECT count(*) FROM "applied_doses" d WHERE d."vaccineBatchId" = "vaccine_batches"."id" AND d."isActive" = 1)`,
  );
