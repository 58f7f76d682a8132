import { describe, expect, it } from 'vitest';
import { candidateDoseRefusal } from '../../../src/domain/cdsi/panel/candidate-dose';
import {
  observationsHeldOn,
  type PanelDose,
  type PanelObservation,
} from '../../../src/domain/cdsi/panel/panel-patient';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';

/** CDC's products by CVX code, each named by the panel's id of the same number. */
const productKeys = new Map([
  [3, '03'],
  [21, '21'],
]);
const mmr: PanelDose = { id: 1, vaccineId: 3, date: '2025-02-01', batchExpiryDate: null };
const pregnant = (endDate: string | null): PanelObservation => ({
  code: '007',
  observationDate: '2025-01-10',
  endDate,
});

type Case = { doses?: PanelDose[]; observations?: PanelObservation[]; date: string };

const refusalOf = (options: Case) =>
  candidateDoseRefusal({
    schedule: cdcSchedule(),
    productKeys,
    birthDate: '2005-01-10',
    doses: options.doses ?? [],
    observations: options.observations ?? [],
    candidate: { vaccineId: 21, date: options.date },
  });

describe('candidateDoseRefusal', () => {
  it.each<[string, Case, string, string]>([
    [
      'a varicella dose 25 days after MMR',
      { doses: [mmr], date: '2025-02-26' },
      'notValid',
      'Varicella: se aplicó otra vacuna de virus vivos hace menos de 28 días',
    ],
    [
      'a varicella dose to a pregnant patient',
      { observations: [pregnant(null)], date: '2025-03-01' },
      'contraindicated',
      'La vacuna está contraindicada para Varicella: Pregnant',
    ],
  ])('should refuse %s, saying why in Spanish', (_case, options, code, words) => {
    const refusal = refusalOf(options);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toContain(words);
  });

  it.each<[string, Case]>([
    ['28 days after MMR', { doses: [mmr], date: '2025-03-01' }],
    ['once the pregnancy ended', { observations: [pregnant('2025-02-20')], date: '2025-03-01' }],
  ])('should let a varicella dose be given %s', (_case, options) => {
    expect(refusalOf(options)).toBeNull();
  });
});

describe('observationsHeldOn', () => {
  it.each([
    ['2025-01-09', []],
    ['2025-01-10', ['007']],
    ['2025-02-20', ['007']],
    ['2025-02-21', []],
  ])('should hold on %s the observations begun and not ended', (day, codes) => {
    expect(observationsHeldOn([pregnant('2025-02-20')], day).map((observation) => observation.code)).toEqual(codes);
  });
});
