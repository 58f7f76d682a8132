import { describe, expect, it } from 'vitest';
import { cardSectionsOf } from '../../../../src/app/card/card-sections';
import { doseOutcomesOf } from '../../../../src/app/card/dose-outcomes';
import { groupStatusOf } from '../../../../src/app/card/group-status';
import type { CardGroupDose } from '../../../../src/domain/vaccination-card';
import { card, groupOf } from '../../../fixtures/vaccination-card';

type Evaluation = CardGroupDose['evaluations'][number];

const evaluation = (antigen: string, values: Omit<Evaluation, 'antigen'>): Evaluation => ({
  antigen: { id: antigen.length, name: antigen },
  ...values,
});

describe('cardSectionsOf', () => {
  it('should show the groups that concern the patient, fold those past their age or not recommended, and keep the doses no group counts', () => {
    const sections = cardSectionsOf(card);

    expect(sections.groups.map((group) => group.vaccineGroup.name)).toEqual(['Rotavirus', 'DTP', 'Polio', 'Sarampión']);
    expect(sections.agedOut).toEqual(['BCG', 'Hepatitis B neonatal']);
    expect(sections.notRecommended).toEqual(['Meningococo B']);
    expect(
      sections.otherVaccines.map((entry) => [entry.vaccine.vaccineName, entry.doses.map((dose) => dose.id)]),
    ).toEqual([['Influenza tetravalente', [14]]]);
  });

  it("should keep a group past its age that holds a dose, the patient's record", () => {
    const [rotavirus] = cardSectionsOf(card).groups;
    const agedOut = {
      ...groupOf(1, 'Rotavirus', { seriesStatus: 'aged-out', status: 'too-late' }),
      doses: rotavirus?.doses ?? [],
    };

    const sections = cardSectionsOf({ ...card, groups: [agedOut] });

    expect(sections.groups.map((group) => group.vaccineGroup.name)).toEqual(['Rotavirus']);
    expect(sections.agedOut).toEqual([]);
  });

  it('should show every dose as another vaccine without groups (no birth date)', () => {
    const sections = cardSectionsOf({ ...card, groups: [] });

    expect(sections.otherVaccines.map((entry) => entry.vaccine.vaccineName)).toEqual([
      'Influenza tetravalente',
      'Pentavalente',
      'Polio inactivada IPV',
      'Rotavirus',
    ]);
    expect([sections.groups, sections.agedOut, sections.notRecommended]).toEqual([[], [], []]);
  });
});

describe('groupStatusOf', () => {
  it.each([
    ['not-complete', 'overdue', 'overdue'],
    ['not-complete', 'too-late', 'too-late'],
    ['aged-out', 'too-late', 'too-late'],
    ['complete', 'complete', 'complete'],
    ['immune', 'complete', 'immune'],
    ['contraindicated', 'complete', 'contraindicated'],
    ['not-recommended', 'complete', 'not-recommended'],
  ] as const)('should read the series %s, today %s, as %s', (seriesStatus, status, expected) => {
    expect(groupStatusOf({ seriesStatus, status })).toBe(expected);
  });
});

describe('doseOutcomesOf', () => {
  it.each([
    [
      'a valid dose',
      [evaluation('Polio', { doseNumber: 1, status: 'valid', reason: null })],
      [{ antigens: [], label: 'Dosis 1', reason: null }],
    ],
    [
      'a dose given too young',
      [evaluation('Polio', { doseNumber: null, status: 'not-valid', reason: 'Age: Too Young' })],
      [{ antigens: [], label: 'No válida', reason: 'el paciente aún no tiene la edad mínima' }],
    ],
    [
      'a dose beyond a complete series',
      [evaluation('BCG', { doseNumber: null, status: 'extraneous', reason: 'Series Already Complete' })],
      [{ antigens: [], label: 'Extra', reason: 'la serie ya está completa' }],
    ],
    [
      'a dose of an expired lot',
      [evaluation('Hib', { doseNumber: null, status: 'sub-standard', reason: 'Expired Product' })],
      [{ antigens: [], label: 'No válida', reason: 'el lote estaba vencido' }],
    ],
    [
      'a dose of the same outcome for each antigen of its group',
      ['Difteria', 'Tétanos', 'Tos convulsa'].map((antigen) =>
        evaluation(antigen, { doseNumber: 2, status: 'valid', reason: null }),
      ),
      [{ antigens: [], label: 'Dosis 2', reason: null }],
    ],
    [
      'a dose valid for some antigens of its group only',
      [
        evaluation('Difteria', { doseNumber: 2, status: 'valid', reason: null }),
        evaluation('Tétanos', { doseNumber: 2, status: 'valid', reason: null }),
        evaluation('Tos convulsa', { doseNumber: null, status: 'not-valid', reason: 'Interval: Too Short' }),
      ],
      [
        { antigens: ['Difteria', 'Tétanos'], label: 'Dosis 2', reason: null },
        {
          antigens: ['Tos convulsa'],
          label: 'No válida',
          reason: 'no pasó el intervalo mínimo desde la dosis anterior',
        },
      ],
    ],
  ])('should say %s', (_case, evaluations, expected) => {
    expect(doseOutcomesOf({ evaluations })).toEqual(expected);
  });
});
