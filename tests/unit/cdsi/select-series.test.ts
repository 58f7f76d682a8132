import { describe, expect, it } from 'vitest';
import type { Antigen } from '../../../src/domain/cdsi/antigen-model';
import type { CdsiPatient } from '../../../src/domain/cdsi/assessment-model';
import { selectSeries } from '../../../src/domain/cdsi/select-series';
import { standardSelection } from '../../../src/domain/cdsi/series-from-rules';
import type { Series } from '../../../src/domain/cdsi/series-model';
import { alfaPatient, doseRuleOf, noAges, oneAntigenSchedule, skipWhen } from '../../helpers/cdsi/one-antigen-schedule';

type SeriesOptions = Partial<Omit<Series, 'selection'>> & { selection?: Partial<Series['selection']> };

/** A series of Alfa: a standard one of one dose, in group 1, priority A, preference 1, unless told otherwise. */
const seriesOf = (name: string, { selection, ...series }: SeriesOptions = {}): Series => ({
  name,
  antigen: 'Alfa',
  vaccineGroup: 'Alfa',
  type: 'standard',
  requiredGender: null,
  indications: [],
  doses: [doseRuleOf(1)],
  ...series,
  selection: { ...standardSelection, isDefault: false, ...selection },
});

const schedule = oneAntigenSchedule([doseRuleOf(1)]);

/** The name of the series Alfa's patient (born 2020-01-01) follows, given the doses (`[date, cvx]`); null if none. */
const selectedOf = (
  series: Series[],
  {
    doses = [],
    assessmentDate,
    patient = {},
  }: { doses?: [string, string][]; assessmentDate: string; patient?: Partial<CdsiPatient> },
): string | null => {
  const antigen: Antigen = {
    name: 'Alfa',
    immunity: { bornBefore: null, observationCodes: [] },
    contraindications: [],
    series,
  };
  const given = doses.map(([date, cvx], index) => ({ id: index + 1, date, cvx, batchExpiryDate: null }));
  const context = {
    schedule: { ...schedule, antigens: [antigen] },
    patient: { ...alfaPatient, ...patient },
    doses: given,
    assessmentDate,
  };
  return selectSeries(context, antigen, given)?.series.name ?? null;
};

/** A standard series of a group of lower priority, the one followed when the other is not. */
const standard = seriesOf('Standard', { selection: { group: '9', priority: 'Z' } });

describe('selectSeries: which series are relevant', () => {
  it("should follow a risk series from its indication's begin age to the day before its end age", () => {
    const risk = seriesOf('Risk', {
      type: 'risk',
      indications: [{ observationCode: '004', beginAge: '1 year', endAge: '2 years' }],
    });
    const on = (assessmentDate: string) =>
      selectedOf([standard, risk], { assessmentDate, patient: { observations: [{ code: '004', date: null }] } });
    expect(['2020-12-31', '2021-01-01', '2021-12-31', '2022-01-01'].map(on)).toEqual([
      'Standard',
      'Risk',
      'Risk',
      'Standard',
    ]);
  });

  it('should follow a risk series for any one of its indications, and not for another observation', () => {
    const risk = seriesOf('Risk', {
      type: 'risk',
      indications: [
        { observationCode: '004', beginAge: null, endAge: null },
        { observationCode: '005', beginAge: null, endAge: null },
      ],
    });
    const withObservations = (codes: string[]) =>
      selectedOf([standard, risk], {
        assessmentDate: '2021-06-01',
        patient: { observations: codes.map((code) => ({ code, date: null })) },
      });
    expect([['005'], ['099'], []].map(withObservations)).toEqual(['Risk', 'Standard', 'Standard']);
  });

  it('should keep a series for one gender for a patient of unknown gender, and leave it out for the other gender', () => {
    const forWomen = seriesOf('For women', { requiredGender: 'female' });
    const genders: CdsiPatient['gender'][] = [null, 'female', 'male'];
    const of = (gender: CdsiPatient['gender']) =>
      selectedOf([standard, forWomen], { assessmentDate: '2021-06-01', patient: { gender } });
    expect(genders.map(of)).toEqual(['For women', 'For women', 'Standard']);
  });

  it('should follow a product series only when there are doses and every one is of its preferable vaccines', () => {
    const product = seriesOf('Product A2', {
      doses: [doseRuleOf(1, { preferableVaccines: [{ cvx: 'A2', beginAge: null, endAge: null, isForecast: true }] })],
      selection: { isProductPath: true },
    });
    const given = (cvx: string[]) =>
      selectedOf([standard, product], {
        assessmentDate: '2021-06-01',
        doses: cvx.map((code, index): [string, string] => [`2021-0${index + 1}-01`, code]),
      });
    expect([[], ['A2'], ['A2', 'A1'], ['A1']].map(given)).toEqual(['Standard', 'Product A2', 'Standard', 'Standard']);
  });
});

describe('selectSeries: the best group', () => {
  it('should rank groups of the same priority by number, group 2 before group 10', () => {
    const series = [
      seriesOf('Group 10', { selection: { group: '10' } }),
      seriesOf('Group 2', { selection: { group: '2' } }),
    ];
    expect(selectedOf(series, { assessmentDate: '2021-06-01' })).toBe('Group 2');
  });

  it('should rank last a group the patient is too old to start, from the day of its maximum age to start', () => {
    const infant = seriesOf('Infant', { selection: { maxAgeToStart: '1 year' } });
    const on = (assessmentDate: string) => selectedOf([infant, standard], { assessmentDate });
    expect(['2020-12-31', '2021-01-01'].map(on)).toEqual(['Infant', 'Standard']);
  });
});

describe('selectSeries: the best series of a group', () => {
  it('should choose the complete series completed first, before fewer not valid doses and preference', () => {
    const series = [
      seriesOf('Two doses', { doses: [doseRuleOf(1), doseRuleOf(2)] }),
      seriesOf('One dose', { selection: { preference: 2 } }),
    ];
    const doses: [string, string][] = [
      ['2020-03-01', 'A1'],
      ['2020-05-01', 'A1'],
    ];
    expect(selectedOf(series, { assessmentDate: '2021-06-01', doses })).toBe('One dose');
  });

  it('should take a series whose every dose was skipped as completed before any dose was given', () => {
    const series = [
      seriesOf('Given'),
      seriesOf('Skipped from 1 year', {
        doses: [doseRuleOf(1, { conditionalSkips: [skipWhen({ type: 'age', beginAge: '1 year' })] })],
        selection: { preference: 2 },
      }),
    ];
    expect(selectedOf(series, { assessmentDate: '2021-12-01', doses: [['2021-06-01', 'A1']] })).toBe(
      'Skipped from 1 year',
    );
  });

  it('should not take as complete a series with an age to start when every one of its doses was skipped', () => {
    const series = [
      seriesOf('Infant', {
        doses: [doseRuleOf(1, { conditionalSkips: [skipWhen({ type: 'age', beginAge: '1 year' })] })],
        selection: { isDefault: true, maxAgeToStart: '1 year' },
      }),
      seriesOf('Catch-up', { selection: { preference: 2, minAgeToStart: '1 year' } }),
    ];
    expect(selectedOf(series, { assessmentDate: '2021-12-01', doses: [['2021-06-01', 'A1']] })).toBe('Catch-up');
  });

  it('should judge the age a series was begun at by its first valid dose, not by an earlier not valid one', () => {
    const series = [
      seriesOf('Infant', {
        doses: [doseRuleOf(1, { ages: [{ ...noAges, absoluteMinimum: '6 months', minimum: '6 months' }] })],
        selection: { maxAgeToStart: '1 year' },
      }),
      seriesOf('Three doses', { doses: [doseRuleOf(1), doseRuleOf(2), doseRuleOf(3)], selection: { preference: 2 } }),
    ];
    const doses: [string, string][] = [
      ['2020-03-01', 'A1'],
      ['2021-02-01', 'A1'],
    ];
    expect(selectedOf(series, { assessmentDate: '2021-06-01', doses })).toBe('Three doses');
  });

  it('should fall back to the default series, wherever it is listed, when none was begun', () => {
    const series = [seriesOf('Preferred'), seriesOf('Default', { selection: { isDefault: true, preference: 2 } })];
    expect(selectedOf(series, { assessmentDate: '2021-06-01' })).toBe('Default');
  });

  it('should fall back to the series of best preference the patient can start, when there is no default', () => {
    const series = [
      seriesOf('Too old', { selection: { maxAgeToStart: '1 year' } }),
      seriesOf('Third', { selection: { preference: 3 } }),
      seriesOf('Second', { selection: { preference: 2 } }),
    ];
    expect(selectedOf(series, { assessmentDate: '2022-06-01' })).toBe('Second');
  });
});
