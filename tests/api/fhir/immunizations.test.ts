import type { Bundle, Immunization, ImmunizationRecommendation } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import { localVaccineSystem } from '../../../src/server/fhir/code-systems';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { programmeData, serverToday } from '../../helpers/programme-data';
import { fhir, resourcesOf } from './fhir-client';
import { type FhirData, fhirData } from './fhir-data';
import { setUpFhirValidator, validate } from './fhir-validator';

const fixture = setUpApiFixture();
setUpFhirValidator();
let data: FhirData;
beforeAll(async () => {
  data = await fhirData(fixture);
});

const searchset = async (path: string, as: 'admin' | 'health' = 'health') => {
  const answer = await fhir<Bundle>(fixture.api, 'GET', path, { as });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.contentType).toBe('application/fhir+json');
  return validate(answer.resource) as Bundle;
};

const immunizationsOf = async (patientId: number) =>
  resourcesOf<Immunization>(await searchset(`/Immunization?patient=Patient/${patientId}`));

describe('GET /fhir/r4/Immunization', () => {
  it("should send a child's doses: given here, cancelled, and historical outside the schedule", async () => {
    const { hepB, penta } = data.vaccines;
    const { given, cancelled, override } = data.doses;

    const [first, second, third] = await immunizationsOf(data.patients.childId);

    expect(first).toMatchObject({
      id: String(given),
      status: 'completed',
      vaccineCode: {
        coding: [
          { system: 'http://snomed.info/sct', code: '412403009' },
          { system: localVaccineSystem, code: String(hepB.vaccineId), display: hepB.name },
        ],
        text: hepB.name,
      },
      patient: { reference: `Patient/${data.patients.childId}` },
      occurrenceDateTime: expect.stringMatching(new RegExp(`^${serverToday()}T`)),
      primarySource: true,
      lotNumber: expect.stringMatching(/^LT-/),
      expirationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      manufacturer: { display: 'Pfizer' },
      location: { display: expect.stringMatching(/^Centro /) },
      performer: [{ actor: { display: 'Hugo Salud' } }],
      note: [{ text: 'Sin reacciones' }],
      protocolApplied: [{ doseNumberPositiveInt: 1, seriesDosesPositiveInt: 3 }],
    });
    expect(second).toMatchObject({ id: String(cancelled), status: 'entered-in-error' });
    expect(third).toMatchObject({
      id: String(override),
      status: 'completed',
      vaccineCode: { coding: [{ system: localVaccineSystem, code: String(penta.vaccineId) }], text: penta.name },
      occurrenceDateTime: addDays(data.patients.birthDate, 10),
      primarySource: false,
      reportOrigin: { coding: [{ code: 'record' }] },
      note: [{ text: 'Registrada fuera del esquema: Dosis aplicada en campaña de vacunación' }],
    });
    expect(third?.lotNumber).toBeUndefined();
  });

  it("should send an adult's historical dose and read one by id", async () => {
    const [dose] = await immunizationsOf(data.patients.adultId);
    const read = await fhir<Immunization>(fixture.api, 'GET', `/Immunization/${data.doses.adultHistorical}`, {
      as: 'admin',
    });

    expect(dose).toMatchObject({ occurrenceDateTime: '2020-01-15', primarySource: false });
    expect(validate(read.resource)).toEqual(dose);
  });

  it('should page a patient’s doses with _count and next links', async () => {
    const first = await searchset(`/Immunization?patient=${data.patients.childId}&_count=2`);
    const next = first.link?.find((link) => link.relation === 'next')?.url ?? '';
    const second = await searchset(`/Immunization${new URL(next).search}`);

    expect(resourcesOf(first)).toHaveLength(2);
    expect(resourcesOf(second).map((dose) => dose.id)).toEqual([String(data.doses.override)]);
    expect(second.link?.some((link) => link.relation === 'next')).toBe(false);
  });

  it('should answer an empty searchset for a patient who does not exist, and 400 without a patient', async () => {
    expect(await immunizationsOf(999_999)).toEqual([]);
    const refused = await fhir(fixture.api, 'GET', '/Immunization', { as: 'health' });
    expect(refused.status).toBe(400);
    expect(validate(refused.resource)).toMatchObject({
      issue: [{ code: 'value', diagnostics: 'El parámetro patient es requerido' }],
    });
  });
});

describe('GET /fhir/r4/ImmunizationRecommendation', () => {
  it("should turn the child's forecast into one recommendation per vaccine group, with LOINC date criteria", async () => {
    const { hepB, penta } = data.vaccines;
    const bundle = await searchset(`/ImmunizationRecommendation?patient=${data.patients.childId}`);
    const [recommendation] = resourcesOf<ImmunizationRecommendation>(bundle);

    const byGroup = new Map(recommendation?.recommendation.map((item) => [item.description, item]) ?? []);
    expect(byGroup.get(hepB.name)).toMatchObject({
      vaccineCode: [{ coding: [{ system: 'http://snomed.info/sct', code: '412403009' }, {}], text: hepB.name }],
      targetDisease: { coding: [{ code: expect.any(String), display: hepB.name }], text: hepB.name },
      forecastStatus: { coding: [{ code: 'due' }, { code: 'not-complete' }] },
      doseNumberPositiveInt: 2,
    });
    // The pentavalent given at 10 days, forced in by the admin, is too young: its first dose is still owed.
    expect(byGroup.get(penta.name)).toMatchObject({
      vaccineCode: [{ coding: [{ system: localVaccineSystem, code: String(penta.vaccineId) }], text: penta.name }],
      forecastStatus: { coding: [{ code: 'overdue' }, { code: 'not-complete' }], text: 'Atrasada' },
      doseNumberPositiveInt: 1,
      dateCriterion: [
        { code: { coding: [{ system: 'http://loinc.org', code: '30981-5' }] } },
        { code: { coding: [{ system: 'http://loinc.org', code: '30980-7' }] } },
        { code: { coding: [{ system: 'http://loinc.org', code: '59778-1' }] } },
      ],
    });
  });

  it.each([
    ['complete', ['complete', 'complete'], 'Completo'],
    ['overdue', ['overdue', 'not-complete'], 'Atrasada'],
    ['too late', ['aged-out'], 'Fuera de edad'],
  ])('should send a %s vaccine group as %j', async (kind, codes, text) => {
    // An adult and a one-dose vaccine: taken (complete), due at birth (overdue), or only until the first birthday (too late).
    const builders = programmeData(fixture);
    const vaccine = await builders.vaccine({
      requiredDoses: 1,
      rules:
        kind === 'complete'
          ? []
          : [
              {
                doseNumber: 1,
                minimumAgeDays: 0,
                recommendedAgeDays: 0,
                overdueAgeDays: 30,
                ...(kind === 'too late' ? { maximumAgeDays: 365 } : {}),
                minimumIntervalDays: 0,
              },
            ],
    });
    const patientId = await builders.patient({ birthDate: '2000-01-01' });
    if (kind === 'complete') {
      await builders.historicalDose({
        patientId,
        vaccineId: vaccine.vaccineId,
        centerId: data.centerId,
        date: '2020-01-01',
      });
    }

    const [recommendation] = resourcesOf<ImmunizationRecommendation>(
      await searchset(`/ImmunizationRecommendation?patient=${patientId}`, 'admin'),
    );

    const item = recommendation?.recommendation.find((candidate) => candidate.description === vaccine.name);
    expect(item?.forecastStatus?.coding?.map((coding) => coding.code)).toEqual(codes);
    expect(item?.forecastStatus?.text).toBe(text);
  });
});
