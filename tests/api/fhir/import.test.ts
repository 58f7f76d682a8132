import fs from 'node:fs';
import path from 'node:path';
import type { Bundle, Immunization, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { programmeData } from '../../helpers/programme-data';
import { payloads } from '../../helpers/sample-data';
import { fhir, resourcesOf } from './fhir-client';
import { setUpFhirValidator, validate } from './fhir-validator';

const fixture = setUpApiFixture();
setUpFhirValidator();

const bundleOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/fhir', name), 'utf8')) as Bundle;

const transaction = (...entry: object[]) => ({ resourceType: 'Bundle', type: 'transaction', entry });

const post = (resourceType: string, resource: object, extra: object = {}) => ({
  resource: { resourceType, ...resource },
  request: { method: 'POST', url: resourceType },
  ...extra,
});

const hepatitisB = { coding: [{ system: 'http://snomed.info/sct', code: '412403009' }] };

const infant = (name: object) => ({ name: [name], birthDate: '2024-01-10' });

const dose = (patient: string, vaccineCode: object, extra: object = {}) => ({
  status: 'completed',
  vaccineCode,
  patient: { reference: patient },
  occurrenceDateTime: '2024-01-10',
  ...extra,
});

/** Every table an import writes, to compare before and after a refused or repeated one. */
const snapshot = async () => ({
  patients: await fixture.api.rowsOf(patients),
  doses: await fixture.api.rowsOf(appliedDoses),
  sources: await fixture.api.store.db.selectFrom('fhir_sources').selectAll().orderBy('id').execute(),
  details: await fixture.api.store.db.selectFrom('fhir_dose_details').selectAll().orderBy('id').execute(),
});

const importAs = (body: unknown, as: 'admin' | 'health' | 'nobody' = 'admin') =>
  fhir<Bundle | OperationOutcome>(fixture.api, 'POST', '', { as: as === 'nobody' ? undefined : as, body });

let vaccines: { hepB: number; bcg: number; polio: number };
beforeAll(async () => {
  const data = programmeData(fixture);
  const hepB = await data.vaccine({ name: 'Hepatitis B recombinante', requiredDoses: 3 });
  await fixture.api.admin('PATCH', `/vaccines/${hepB.vaccineId}`, {
    ...payloads.vaccine(fixture.ids.manufacturerId),
    vaccineName: hepB.name,
    requiredDoses: 3,
    codeSystem: 'http://snomed.info/sct',
    code: '412403009',
  });
  const bcg = await data.vaccine({ name: 'BCG', requiredDoses: 1 });
  const polio = await data.vaccine({ name: 'Poliomielítica inactivada', requiredDoses: 3 });
  vaccines = { hepB: hepB.vaccineId, bcg: bcg.vaccineId, polio: polio.vaccineId };
});

describe("POST /fhir/r4: WHO's hepatitis B infants", () => {
  let created: { patients: number[]; immunizations: number[] };

  it('should create both infants and their doses, each into the right vaccine, and answer a transaction-response', async () => {
    const before = await snapshot();

    const answer = await importAs(bundleOf('who-hepatitis-b-infants.json'));

    expect(answer.status, answer.text).toBe(200);
    expect(answer.contentType).toBe('application/fhir+json');
    const response = validate(answer.resource) as Bundle;
    expect(response.type).toBe('transaction-response');
    expect(response.entry?.map((entry) => entry.response?.status)).toEqual(Array(6).fill('201 Created'));
    const locations = response.entry?.map((entry) => entry.response?.location ?? '') ?? [];
    created = {
      patients: locations.filter((at) => at.startsWith('Patient/')).map((at) => Number(at.split('/')[1])),
      immunizations: locations.filter((at) => at.startsWith('Immunization/')).map((at) => Number(at.split('/')[1])),
    };
    const after = await snapshot();
    expect(after.patients).toHaveLength(before.patients.length + 2);
    const newDoses = after.doses.slice(before.doses.length);
    expect(newDoses.map((row) => [row.vaccineId, row.isHistorical, row.vaccineBatchId, row.doseNumber])).toEqual([
      [vaccines.bcg, 1, null, 1],
      [vaccines.hepB, 1, null, 1],
      [vaccines.bcg, 1, null, 1],
      [vaccines.hepB, 1, null, 1],
    ]);
    expect(newDoses.map((row) => row.patientId)).toEqual([
      created.patients[0],
      created.patients[0],
      created.patients[1],
      created.patients[1],
    ]);
  });

  it('should read them back equivalent: the name and birth date, the code, lot, expiry, day, place and dose number', async () => {
    const [girlId] = created.patients;
    const girl = await fhir<Patient>(fixture.api, 'GET', `/Patient/${girlId}`, { as: 'health' });
    const doses = await fhir<Bundle>(fixture.api, 'GET', `/Immunization?patient=${girlId}`, { as: 'health' });

    expect(validate(girl.resource)).toMatchObject({
      name: [{ text: 'Hassium Infante', given: ['Hassium'], family: 'Infante' }],
      birthDate: '2022-04-28',
    });
    expect(girl.resource.telecom).toBeUndefined();
    const [, hepB] = resourcesOf<Immunization>(validate(doses.resource) as Bundle);
    expect(hepB).toMatchObject({
      status: 'completed',
      vaccineCode: { coding: [{ system: 'http://snomed.info/sct', code: '412403009' }, {}] },
      occurrenceDateTime: '2022-04-28',
      primarySource: false,
      lotNumber: '123',
      expirationDate: '2024-06-30',
      location: { display: 'Vaccination Site' },
      performer: [{ actor: { display: 'Government Hospital' } }],
      protocolApplied: [{ doseNumberPositiveInt: 1, seriesDosesPositiveInt: 3 }],
    });
  });

  it("should show what the import left missing as 'Sin dato' in the patients' list, as on every screen", async () => {
    const csv = await fixture.api.admin('GET', '/patients/export.csv?q=hassium');

    expect(csv.status).toBe(200);
    const [, row] = csv.text.split('\r\n');
    expect(row?.split(';')).toEqual([
      expect.stringMatching(/^999\d+$/),
      'Hassium',
      'Infante',
      expect.stringMatching(/^\d+$/),
      'Sin dato',
      'Sin dato',
      '',
    ]);
  });

  it('should write nothing when the same Bundle comes again, and answer every entry 200 OK at the same place', async () => {
    const before = await snapshot();

    const answer = await importAs(bundleOf('who-hepatitis-b-infants.json'));

    const response = validate(answer.resource) as Bundle;
    expect(response.entry?.map((entry) => entry.response?.status)).toEqual(Array(6).fill('200 OK'));
    expect(response.entry?.filter((entry) => entry.response?.location?.startsWith('Immunization/')).length).toBe(4);
    expect(await snapshot()).toEqual(before);
  });

  it("should refuse the test data's own name, which is no name and surname, and store nothing", async () => {
    const before = await snapshot();

    const answer = await importAs(bundleOf('who-infant-name-verbatim.json'));

    expect(answer.status).toBe(400);
    expect(validate(answer.resource)).toMatchObject({
      issue: [
        {
          code: 'required',
          diagnostics: expect.stringMatching(/^Entrada 1 \(Patient\): el paciente necesita nombre y apellido/),
          expression: ['Bundle.entry[0].resource.name[0]'],
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /fhir/r4: matching', () => {
  it('should match a patient by our identifier (ifNoneExist) and a vaccine by its name, without accents or case', async () => {
    const patientId = fixture.ids.patientId;
    const document = String(
      ((await fixture.api.admin('GET', `/patients/${patientId}`)).json as { identityDocument: string })
        .identityDocument,
    );
    const identifier = `https://snh-vacunas.example/fhir/sid/documento-identidad|${document}`;

    const answer = await importAs(
      transaction(
        post(
          'Patient',
          { name: [{ given: ['Otro'], family: 'Nombre' }], birthDate: '1986-02-01' },
          {
            fullUrl: 'urn:uuid:1b0c7c4e-8d0e-4a53-9a7c-2f1f3c4d5e6f',
            request: { method: 'POST', url: 'Patient', ifNoneExist: `identifier=${identifier}` },
          },
        ),
        post(
          'Immunization',
          dose(
            'urn:uuid:1b0c7c4e-8d0e-4a53-9a7c-2f1f3c4d5e6f',
            { text: 'POLIOMIELITICA  inactivada' },
            { occurrenceDateTime: '2020-03-01' },
          ),
        ),
      ),
    );

    expect(answer.status, answer.text).toBe(200);
    expect((answer.resource as Bundle).entry?.map((entry) => entry.response)).toMatchObject([
      { status: '200 OK', location: `Patient/${patientId}` },
      { status: '201 Created' },
    ]);
    const doses = await fhir<Bundle>(fixture.api, 'GET', `/Immunization?patient=${patientId}`, { as: 'admin' });
    expect(resourcesOf<Immunization>(doses.resource).map((found) => found.vaccineCode.text)).toContain(
      'Poliomielítica inactivada',
    );
  });

  it('should import a dose for a stored patient by Patient/{id}, numbering it after the ones held', async () => {
    const patientId = fixture.ids.patientId;

    const answer = await importAs(transaction(post('Immunization', dose(`Patient/${patientId}`, hepatitisB))));

    expect(answer.status, answer.text).toBe(200);
    const id = Number((answer.resource as Bundle).entry?.[0]?.response?.location?.split('/')[1]);
    const stored = (await fixture.api.rowsOf(appliedDoses)).find((row) => row.id === id);
    expect(stored).toMatchObject({ patientId, vaccineId: vaccines.hepB, doseNumber: 1, isHistorical: 1 });
  });
});

describe('POST /fhir/r4: a dose beyond its series', () => {
  it('should keep an imported dose beyond its vaccine’s series, as every historical dose, for the forecast to evaluate', async () => {
    const patientId = fixture.ids.patientId;
    const beyond = dose(`Patient/${patientId}`, hepatitisB, { protocolApplied: [{ doseNumberPositiveInt: 4 }] });

    const answer = await importAs(transaction(post('Immunization', beyond)));

    expect(answer.status, answer.text).toBe(200);
    const id = Number((answer.resource as Bundle).entry?.[0]?.response?.location?.split('/')[1]);
    const stored = (await fixture.api.rowsOf(appliedDoses)).find((row) => row.id === id);
    expect(stored).toMatchObject({ patientId, vaccineId: vaccines.hepB, doseNumber: 4, isHistorical: 1 });
  });
});

describe('POST /fhir/r4: refusals', () => {
  const girl = 'urn:uuid:0f4a1c2e-9b7d-4e3a-8c6f-5d4e3c2b1a09';
  const girlEntry = post('Patient', infant({ given: ['Lucía'], family: 'Ramos' }), { fullUrl: girl });

  it.each([
    [
      'an unknown vaccine',
      transaction(
        girlEntry,
        post(
          'Immunization',
          dose(girl, { coding: [{ system: 'http://snomed.info/sct', code: '386012008' }], text: 'Sarampión' }),
        ),
      ),
      400,
      'code-invalid',
      /^Entrada 2 \(Immunization\): la vacuna http:\/\/snomed\.info\/sct\|386012008 'Sarampión' no está registrada/,
      'Bundle.entry[1].resource.vaccineCode',
    ],
    [
      'a name outside the form’s characters',
      transaction(post('Patient', infant({ given: ['Lucía3'], family: 'Ramos' }))),
      400,
      'value',
      /^Entrada 1 \(Patient\): Solo se permiten letras y espacios$/,
      'Bundle.entry[0].resource.name[0].given',
    ],
    [
      'a patient without a birth date',
      transaction(post('Patient', { name: [{ text: 'Lucía Ramos' }] })),
      400,
      'value',
      /^Entrada 1 \(Patient\): La fecha de nacimiento es requerida$/,
      'Bundle.entry[0].resource.birthDate',
    ],
    [
      'a dose of a patient who is nowhere',
      transaction(post('Immunization', dose('Patient/999999', hepatitisB))),
      400,
      'not-found',
      /^Entrada 1 \(Immunization\): el paciente Patient\/999999 no está en el paquete/,
      'Bundle.entry[0].resource.patient.reference',
    ],
    [
      'a resource it does not import',
      transaction(girlEntry, post('Observation', { status: 'final' })),
      400,
      'not-supported',
      /^Entrada 2 \(Observation\): solo se importan Patient e Immunization$/,
      'Bundle.entry[1].resource',
    ],
    [
      'a batch Bundle',
      { resourceType: 'Bundle', type: 'batch', entry: [girlEntry] },
      400,
      'value',
      /^Solo se importan Bundle de tipo transaction$/,
      'Bundle.type',
    ],
  ])(
    'should refuse %s with an OperationOutcome naming it, and store nothing',
    async (_, body, status, code, diagnostics, expression) => {
      const before = await snapshot();

      const answer = await importAs(body);

      expect(answer.status, answer.text).toBe(status);
      expect(validate(answer.resource)).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code, diagnostics: expect.stringMatching(diagnostics), expression: [expression] }],
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['health', 403, 'forbidden'],
    ['nobody', 401, 'login'],
  ] as const)('should refuse the import as %s with %i, and store nothing', async (as, status, code) => {
    const before = await snapshot();

    const answer = await importAs(bundleOf('who-hepatitis-b-infants.json'), as);

    expect(answer.status).toBe(status);
    expect(validate(answer.resource)).toMatchObject({ issue: [{ code }] });
    expect(await snapshot()).toEqual(before);
  });
});
