import type {
  Bundle,
  Immunization,
  ImmunizationEvaluation,
  ImmunizationRecommendation,
  OperationOutcome,
} from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import { cvxSystem } from '../../../src/domain/cdsi/panel/product-key';
import type { ForecastAnswer } from '../../../src/domain/forecast-answer';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';
import {
  antigenSystem,
  doseStatusReasonSystem,
  doseStatusSystem,
  evaluationReasonSystem,
  localVaccineSystem,
  loinc,
  recommendationStatusSystem,
  seriesStatusSystem,
} from '../../../src/server/fhir/code-systems';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { programmeData, serverToday } from '../../helpers/programme-data';
import { scopedAccount } from '../../helpers/scoped-accounts';
import { testUnits } from '../../helpers/test-api';
import { cdsiSchedule } from './cdsi-data';
import { type FhirAnswer, fhir, resourcesOf } from './fhir-client';
import { setUpFhirValidator, validate } from './fhir-validator';

/**
 * The CDSi engine through FHIR (issue 41): an infant 150 days old, followed up at a centre, with
 * two Hexavalente doses copied from a paper card (one at 20 days, too young; one at 61 days), and
 * never a rotavirus dose: their ImmunizationRecommendation per vaccine group, their
 * ImmunizationEvaluation per dose and antigen, in and out of a vaccinator's scope; and the import
 * of a CVX-coded Immunization.
 */
const fixture = setUpApiFixture();
setUpFhirValidator();

const birthDate = addDays(serverToday(), -150);
const setup = {} as {
  schedule: Awaited<ReturnType<typeof cdsiSchedule>>;
  infantId: number;
  tooYoung: number;
  valid: number;
  outsider: { token: string };
};

beforeAll(async () => {
  const data = programmeData(fixture);
  setup.schedule = await cdsiSchedule(fixture);
  const centerId = await data.center();
  setup.infantId = await data.patient({ birthDate, centerId });
  const historical = (date: string, doseNumber: number) =>
    data.historicalDose({
      patientId: setup.infantId,
      vaccineId: setup.schedule.hexavalente,
      centerId,
      date,
      doseNumber,
    });
  setup.tooYoung = await historical(addDays(birthDate, 20), 1);
  setup.valid = await historical(addDays(birthDate, 61), 2);
  setup.outsider = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: await data.center() });
});

const bundleOf = (answer: FhirAnswer<Bundle>) => {
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as Bundle;
};

const search = async (path: string) => bundleOf(await fhir<Bundle>(fixture.api, 'GET', path, { as: 'health' }));

const recommendationsOf = async (patientId: number) => {
  const [resource] = resourcesOf<ImmunizationRecommendation>(
    await search(`/ImmunizationRecommendation?patient=${patientId}`),
  );
  return new Map(resource?.recommendation.map((item) => [item.description, item]) ?? []);
};

const evaluationsOf = async (patientId: number) =>
  resourcesOf<ImmunizationEvaluation>(await search(`/ImmunizationEvaluation?patient=Patient/${patientId}`));

const codesOf = (concept: { coding?: { system?: string; code?: string }[] } | undefined, system: string) =>
  (concept?.coding ?? []).filter((coding) => coding.system === system).map((coding) => coding.code);

describe('GET /fhir/r4/ImmunizationRecommendation (CDSi)', () => {
  it('should send an infant past rotavirus maximum age as aged-out, never contraindicated', async () => {
    const rotavirus = (await recommendationsOf(setup.infantId)).get('Rotavirus');

    expect(rotavirus?.forecastStatus).toEqual({
      coding: [{ system: seriesStatusSystem, code: 'aged-out', display: 'Aged Out' }],
      text: 'Fuera de edad',
    });
    expect(rotavirus?.targetDisease).toMatchObject({
      coding: [{ system: 'http://snomed.info/sct', code: '18624000' }, { system: antigenSystem }],
    });
    expect(rotavirus?.dateCriterion).toBeUndefined();
    expect(rotavirus?.vaccineCode).toBeUndefined();
  });

  it("should give each group the forecast's dates in LOINC, in order, its next dose, product by CVX and antigens", async () => {
    const forecast = (await fixture.api.health('GET', `/patients/${setup.infantId}/forecast`)).json as ForecastAnswer;
    const item = forecast.items.find((candidate) => candidate.vaccineGroup.name === 'DTP');

    const dtp = (await recommendationsOf(setup.infantId)).get('DTP');

    expect(dtp).toMatchObject({
      vaccineCode: [
        {
          coding: [
            { system: cvxSystem, code: '146' },
            { system: localVaccineSystem, code: String(setup.schedule.hexavalente) },
          ],
          text: 'Hexavalente',
        },
      ],
      forecastStatus: { coding: [{ system: recommendationStatusSystem, code: 'overdue' }, { code: 'not-complete' }] },
      doseNumberPositiveInt: 2,
    });
    expect(codesOf(dtp?.targetDisease, 'http://snomed.info/sct')).toEqual(['397430003', '76902006', '27836007']);
    expect(dtp?.targetDisease?.text).toBe('Difteria, Tétanos, Tos convulsa');
    const dates = dtp?.dateCriterion?.map((criterion) => [criterion.code.coding?.[0]?.code, criterion.value]);
    expect(dtp?.dateCriterion?.every((criterion) => criterion.code.coding?.[0]?.system === loinc)).toBe(true);
    expect(dates).toEqual([
      ['30981-5', item?.earliestDate],
      ['30980-7', item?.recommendedDate],
      ['59778-1', item?.pastDueDate],
    ]);
    expect(dates?.map(([, value]) => value)).toEqual([
      addDays(birthDate, 89),
      addDays(birthDate, 120),
      addDays(birthDate, 149),
    ]);
  });
});

describe('GET /fhir/r4/ImmunizationEvaluation', () => {
  it('should evaluate each Hexavalente dose for each of its six antigens', async () => {
    const evaluations = await evaluationsOf(setup.infantId);

    const valid = evaluations.filter((item) => item.immunizationEvent.reference === `Immunization/${setup.valid}`);
    expect(evaluations).toHaveLength(12);
    expect(valid.map((item) => item.targetDisease.text)).toEqual([
      'Difteria',
      'Tétanos',
      'Tos convulsa',
      'Hepatitis B',
      'Hib',
      'Polio',
    ]);
    const polio = setup.schedule.antigenIds.get('Polio');
    expect(valid.at(-1)).toEqual({
      resourceType: 'ImmunizationEvaluation',
      id: `${setup.valid}-${polio}`,
      status: 'completed',
      patient: { reference: `Patient/${setup.infantId}` },
      date: expect.any(String),
      authority: { reference: `Organization/${testUnits.national}`, display: 'Red de prueba' },
      targetDisease: {
        coding: [
          { system: 'http://snomed.info/sct', code: '398102009', display: 'Acute poliomyelitis' },
          { system: antigenSystem, code: String(polio), display: 'Polio' },
        ],
        text: 'Polio',
      },
      immunizationEvent: { reference: `Immunization/${setup.valid}` },
      doseStatus: {
        coding: [
          { system: doseStatusSystem, code: 'valid', display: 'Valid' },
          expect.objectContaining({ code: 'valid' }),
        ],
        text: 'Válida',
      },
      series: 'Polio esquema estándar',
      doseNumberPositiveInt: 1,
    });
  });

  it('should send a too-young dose as notvalid with its reason, and read it by id', async () => {
    const hib = setup.schedule.antigenIds.get('Hib');
    const [searched] = (await evaluationsOf(setup.infantId)).filter((item) => item.id === `${setup.tooYoung}-${hib}`);

    const read = await fhir<ImmunizationEvaluation>(
      fixture.api,
      'GET',
      `/ImmunizationEvaluation/${setup.tooYoung}-${hib}`,
      { as: 'admin' },
    );

    expect(read.status, read.text).toBe(200);
    expect(validate(read.resource)).toEqual({ ...searched, date: expect.any(String) });
    expect(searched?.doseStatus.coding?.[0]).toEqual({
      system: doseStatusSystem,
      code: 'notvalid',
      display: 'Not Valid',
    });
    expect(searched?.doseStatusReason).toEqual([
      {
        coding: [
          { system: doseStatusReasonSystem, code: 'outsidesched', display: 'Administered Outside Schedule' },
          { system: evaluationReasonSystem, code: 'Age: Too Young', display: 'Age: Too Young' },
        ],
        text: 'El paciente aún no tiene la edad mínima',
      },
    ]);
    expect(searched?.doseNumberPositiveInt).toBeUndefined();
  });

  it("should answer nothing of the infant to a vaccinator of another centre, and 404 for one that doesn't exist", async () => {
    const asOutsider = (path: string) =>
      fhir<Bundle | OperationOutcome>(fixture.api, 'GET', path, {
        headers: { authorization: `Bearer ${setup.outsider.token}` },
      });
    const id = `${setup.valid}-${setup.schedule.antigenIds.get('Polio')}`;

    const searched = await asOutsider(`/ImmunizationEvaluation?patient=${setup.infantId}`);
    const read = await asOutsider(`/ImmunizationEvaluation/${id}`);
    const missing = await fhir(fixture.api, 'GET', `/ImmunizationEvaluation/${setup.valid}-999999`, { as: 'admin' });

    expect(bundleOf(searched as FhirAnswer<Bundle>)).toMatchObject({ total: 0 });
    expect(searched.text).not.toContain('ImmunizationEvaluation/');
    for (const answer of [read, missing]) {
      expect(answer.status).toBe(404);
      expect(validate(answer.resource)).toMatchObject({
        issue: [{ code: 'not-found', diagnostics: 'La evaluación no existe' }],
      });
    }
  });
});

describe('POST /fhir/r4: an Immunization coded in CVX', () => {
  const bundle = (vaccineCode: object) => ({
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: 'urn:uuid:2b1d3f4e-0000-4000-8000-000000000041',
        resource: { resourceType: 'Patient', name: [{ given: ['Lucía'], family: 'Cvx' }], birthDate },
        request: { method: 'POST', url: 'Patient' },
      },
      {
        resource: {
          resourceType: 'Immunization',
          status: 'completed',
          vaccineCode,
          patient: { reference: 'urn:uuid:2b1d3f4e-0000-4000-8000-000000000041' },
          occurrenceDateTime: addDays(birthDate, 62),
        },
        request: { method: 'POST', url: 'Immunization' },
      },
    ],
  });

  it('should take the product of that CVX code, whatever the name says, and evaluate it', async () => {
    const answer = await fhir<Bundle>(fixture.api, 'POST', '', {
      as: 'admin',
      body: bundle({ coding: [{ system: cvxSystem, code: '146' }], text: 'DTaP-IPV-Hib-HepB' }),
    });

    expect(answer.status, answer.text).toBe(200);
    const [patient, dose] = (validate(answer.resource) as Bundle).entry?.map((entry) => entry.response?.location) ?? [];
    const immunization = await fhir<Immunization>(fixture.api, 'GET', `/${dose}`, { as: 'admin' });
    expect(immunization.resource.vaccineCode.coding).toContainEqual(
      expect.objectContaining({ system: localVaccineSystem, code: String(setup.schedule.hexavalente) }),
    );
    const evaluations = await evaluationsOf(Number(patient?.split('/')[1]));
    expect(evaluations.map((item) => codesOf(item.doseStatus, doseStatusSystem)[0])).toEqual(Array(6).fill('valid'));
  });

  it('should refuse a CVX code the panel has no product for, naming the entry, and store nothing', async () => {
    const before = { patients: await fixture.api.rowsOf(patients), doses: await fixture.api.rowsOf(appliedDoses) };

    const answer = await fhir<OperationOutcome>(fixture.api, 'POST', '', {
      as: 'admin',
      body: bundle({ coding: [{ system: cvxSystem, code: '999' }], text: 'Hexavalente' }),
    });

    expect(answer.status).toBe(400);
    expect((validate(answer.resource) as OperationOutcome).issue).toEqual([
      {
        severity: 'error',
        code: 'code-invalid',
        diagnostics: `Entrada 2 (Immunization): ninguna vacuna del panel tiene el código CVX 999: regístrela en 'Vacunas' con el sistema de códigos ${cvxSystem} y ese código`,
        expression: ['Bundle.entry[1].resource.vaccineCode'],
      },
    ]);
    expect({ patients: await fixture.api.rowsOf(patients), doses: await fixture.api.rowsOf(appliedDoses) }).toEqual(
      before,
    );
  });
});
