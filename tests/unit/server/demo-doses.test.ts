import { describe, expect, it } from 'vitest';
import { doseRefusals } from '../../../src/domain/dose-check';
import { demoBatches, demoDoses, demoVaccines } from '../../../src/server/demo-data';

const vaccineOf = (batchNumber: string) => {
  const name = demoBatches.find((batch) => batch.batchNumber === batchNumber)?.vaccine;
  const vaccine = demoVaccines.find((candidate) => candidate.vaccineName === name);
  if (!vaccine) throw new Error(`Demo batch ${batchNumber} names no demo vaccine`);
  return vaccine;
};

describe('demo doses', () => {
  it('should each be a dose the server accepts after the ones before it', () => {
    const refused = demoDoses.flatMap(([patient, batch, , doseNumber], index) => {
      const vaccine = vaccineOf(batch);
      const history = demoDoses
        .slice(0, index)
        .filter(([earlierPatient, earlierBatch]) => earlierPatient === patient && vaccineOf(earlierBatch) === vaccine)
        .map(([, , , earlierNumber]) => ({ doseNumber: earlierNumber, date: '2026-01-01', isActive: true }));
      return doseRefusals({ vaccine, doses: history, doseNumber }).map((refusal) => `${patient}: ${refusal.message}`);
    });
    expect(refused).toEqual([]);
  });
});
