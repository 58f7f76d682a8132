import type { Bundle, OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { vialFor } from '../../helpers/place-stock';
import { programmeData } from '../../helpers/programme-data';
import { idOf, payloads } from '../../helpers/sample-data';
import { scopedAccount } from '../../helpers/scoped-accounts';
import { testUnits } from '../../helpers/test-api';
import { type FhirAnswer, fhir, resourcesOf } from './fhir-client';
import { setUpFhirValidator, validate } from './fhir-validator';

/**
 * The FHIR API in the caller's part of the network (issue 40): a vaccinator of one centre reads,
 * finds and exports only the patients and doses of their centre, reads another centre's patient
 * once granted, and each read of a record leaves its audit entry.
 */
const fixture = setUpApiFixture();
setUpFhirValidator();

type Scoped = Awaited<ReturnType<typeof scopedAccount>>;
/** Two centres in two districts; each patient's catchment centre and doses are in their name. */
const network = {} as {
  north: number;
  south: number;
  patientNorth: number;
  patientSouth: number;
  patientMoved: number;
  traveller: number;
  doses: { northAtNorth: number; northAtSouth: number; travellerAtNorth: number; travellerAtSouth: number };
  southAtSouth: number;
  vaccinator: Scoped;
};

/** A word in every patient's surname: the searches find this file's patients only. */
const surname = 'Fhirámbito';

beforeAll(async () => {
  const { api, ids } = fixture;
  const otherDistrict = idOf(
    await api.admin('POST', '/org-units', { name: 'Distrito Oeste', level: 'district', parentId: testUnits.region }),
  );
  network.north = idOf(
    await api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Fhir Norte' }),
  );
  network.south = idOf(
    await api.admin('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: 'Posta Fhir Sur',
      orgUnitId: otherDistrict,
    }),
  );
  const patient = async (name: string, centerId: number) =>
    idOf(
      await api.admin('POST', '/patients', {
        ...payloads.adult(),
        lastname: `${surname} ${name}`,
        vaccinationCenterId: centerId,
      }),
    );
  network.patientNorth = await patient('Norte', network.north);
  network.patientSouth = await patient('Sur', network.south);
  network.patientMoved = await patient('Mudado', network.south);
  network.traveller = await patient('Viajero', network.south);
  const other = await programmeData(fixture).vaccine({ requiredDoses: 1 });
  const dose = async (patientId: number, centerId: number, vaccineBatchId = ids.batchId) => {
    await vialFor(api, vaccineBatchId, centerId);
    return idOf(
      await api.admin(
        'POST',
        '/applied-doses',
        payloads.dose({ patientId, vaccineBatchId, vaccinationCenterId: centerId, applyingUserId: api.userIds.admin }),
      ),
    );
  };
  network.doses = {
    northAtNorth: await dose(network.patientNorth, network.north),
    northAtSouth: await dose(network.patientNorth, network.south, other.batchId),
    travellerAtNorth: await dose(network.traveller, network.north),
    travellerAtSouth: await dose(network.traveller, network.south, other.batchId),
  };
  network.southAtSouth = await dose(network.patientSouth, network.south);
  network.vaccinator = await scopedAccount(api, 'health', { vaccinationCenterId: network.north });
});

const asVaccinator = <T extends Resource>(path: string) =>
  fhir<T>(fixture.api, 'GET', path, { headers: { authorization: `Bearer ${network.vaccinator.token}` } });

const bundleOf = (answer: FhirAnswer<Bundle>) => {
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as Bundle;
};

const idsOf = (answer: FhirAnswer<Bundle>) => resourcesOf(bundleOf(answer)).map((resource) => Number(resource.id));

/** The FHIR reads the trail holds of a patient's record: who read it, and by which route. */
const readsOf = async (patientId: number) => {
  const trail = await fixture.api.admin('GET', `/audit?entity=patients&rowId=${patientId}&action=read`);
  expect(trail.status).toBe(200);
  return (trail.json as { items: { user: { id: number } | null; after: { route?: string } }[] }).items
    .filter((entry) => entry.after.route?.startsWith('/fhir/r4/'))
    .map((entry) => ({ userId: entry.user?.id, route: entry.after.route }));
};

describe('GET /fhir/r4/Patient/{id} in scope', () => {
  it("should read a patient of the vaccinator's centre, and one with a dose there, and audit each read", async () => {
    const own = await asVaccinator<Patient>(`/Patient/${network.patientNorth}`);
    const traveller = await asVaccinator<Patient>(`/Patient/${network.traveller}`);

    expect([own.status, traveller.status]).toEqual([200, 200]);
    expect(validate(own.resource)).toMatchObject({ id: String(network.patientNorth) });
    expect(await readsOf(network.patientNorth)).toEqual([
      { userId: network.vaccinator.id, route: `/fhir/r4/Patient/${network.patientNorth}` },
    ]);
  });

  it("should answer 403 forbidden, with nothing of the patient, for another centre's patient, writing no read", async () => {
    const answer = await asVaccinator<OperationOutcome>(`/Patient/${network.patientSouth}`);

    expect(answer.status).toBe(403);
    expect(answer.resource.issue).toEqual([
      { severity: 'error', code: 'forbidden', diagnostics: expect.stringMatching(/otro ámbito.*motivo/) },
    ]);
    expect(answer.text).not.toContain(surname);
    expect(answer.text).not.toContain('Sur');
    expect(await readsOf(network.patientSouth)).toEqual([]);
  });

  it('should still answer 404 for a patient that does not exist', async () => {
    const answer = await asVaccinator<OperationOutcome>('/Patient/987654');

    expect(answer.status).toBe(404);
    expect(answer.resource.issue[0]).toMatchObject({ code: 'not-found', diagnostics: 'El paciente no existe' });
  });
});

describe('GET /fhir/r4/Patient in scope', () => {
  it("should find only the vaccinator's patients, with their total, a page at a time", async () => {
    const mine = [network.patientNorth, network.traveller].sort((a, b) => a - b);

    const first = bundleOf(await asVaccinator<Bundle>(`/Patient?name=${surname}&_count=1`));
    const next = first.link?.find((link) => link.relation === 'next')?.url ?? '';
    const second = bundleOf(await asVaccinator<Bundle>(next.slice(next.indexOf('/Patient'))));
    const all = idsOf(await asVaccinator<Bundle>(`/Patient?name=${surname}`));

    expect(first.total).toBe(2);
    expect([...resourcesOf(first), ...resourcesOf(second)].map((patient) => Number(patient.id))).toEqual(mine);
    expect(second.link?.some((link) => link.relation === 'next')).toBe(false);
    expect(all).toEqual(mine);
  });

  it('should find every patient for a user of the whole network', async () => {
    const answer = await fhir<Bundle>(fixture.api, 'GET', `/Patient?name=${surname}`, { as: 'health' });

    expect(bundleOf(answer).total).toBe(4);
  });
});

describe('GET /fhir/r4/Immunization in scope', () => {
  it("should find only the doses given at the vaccinator's centre, and audit the patient's search", async () => {
    const traveller = idsOf(await asVaccinator<Bundle>(`/Immunization?patient=Patient/${network.traveller}`));
    const everything = idsOf(
      await fhir<Bundle>(fixture.api, 'GET', `/Immunization?patient=${network.traveller}`, { as: 'health' }),
    );

    expect(traveller).toEqual([network.doses.travellerAtNorth]);
    expect(everything).toEqual([network.doses.travellerAtNorth, network.doses.travellerAtSouth]);
    expect(await readsOf(network.traveller)).toContainEqual({
      userId: network.vaccinator.id,
      route: `/fhir/r4/Immunization?patient=${network.traveller}`,
    });
  });

  it("should answer an empty searchset, without an audit entry, for another centre's patient", async () => {
    const answer = await asVaccinator<Bundle>(`/Immunization?patient=${network.patientSouth}`);

    expect(idsOf(answer)).toEqual([]);
    expect(answer.text).not.toContain(surname);
    expect(await readsOf(network.patientSouth)).toEqual([]);
  });

  it("should read a dose of the vaccinator's centre, and another centre's as one that does not exist", async () => {
    const own = await asVaccinator(`/Immunization/${network.doses.northAtNorth}`);
    const other = await asVaccinator<OperationOutcome>(`/Immunization/${network.doses.northAtSouth}`);

    expect(own.status).toBe(200);
    expect(other.status).toBe(404);
    expect(other.resource.issue[0]).toMatchObject({ code: 'not-found', diagnostics: 'La inmunización no existe' });
  });
});

describe('GET /fhir/r4/ImmunizationRecommendation in scope', () => {
  it("should forecast a patient in scope, audited, and answer none for another centre's patient", async () => {
    const path = (patientId: number) => `/ImmunizationRecommendation?patient=${patientId}`;

    const own = bundleOf(await asVaccinator<Bundle>(path(network.patientNorth)));
    const other = await asVaccinator<Bundle>(path(network.patientSouth));
    const otherAsWhole = await fhir<Bundle>(fixture.api, 'GET', path(network.patientSouth), { as: 'health' });

    expect(own).toMatchObject({
      total: 1,
      entry: [{ resource: { patient: { reference: `Patient/${network.patientNorth}` } } }],
    });
    expect(bundleOf(otherAsWhole)).toMatchObject({ total: 1 });
    expect(bundleOf(other)).toMatchObject({ total: 0 });
    expect(other.text).not.toContain('ImmunizationRecommendation/');
    expect(await readsOf(network.patientNorth)).toContainEqual({
      userId: network.vaccinator.id,
      route: `/fhir/r4/ImmunizationRecommendation?patient=${network.patientNorth}`,
    });
  });
});

describe('GET /fhir/r4/$export-centre in scope', () => {
  it("should export the vaccinator's centre with only the doses given there", async () => {
    const answer = await asVaccinator(`/$export-centre?centerId=${network.north}`);

    expect(answer.status).toBe(200);
    const lines = answer.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Resource)
      .map((resource) => `${resource.resourceType}/${resource.id}`);
    expect(lines).toEqual([`Patient/${network.patientNorth}`, `Immunization/${network.doses.northAtNorth}`]);
  });

  it("should answer 404 for another centre's export, as for its Location", async () => {
    const answer = await asVaccinator<OperationOutcome>(`/$export-centre?centerId=${network.south}`);

    expect(answer.status).toBe(404);
    expect(answer.resource.issue[0]).toMatchObject({ code: 'not-found' });
    expect(answer.text).not.toContain(surname);
  });
});

describe("another centre's patient, granted", () => {
  it('should read and find the patient after the grant, and audit the grant and the read', async () => {
    const { vaccinator } = network;
    expect((await asVaccinator(`/Patient/${network.patientMoved}`)).status).toBe(403);

    const granted = await vaccinator.request('POST', `/patients/${network.patientMoved}/access`, {
      reason: 'Se mudó a nuestro distrito',
    });
    expect(granted.status).toBe(201);

    const read = await asVaccinator<Patient>(`/Patient/${network.patientMoved}`);
    expect(read.status).toBe(200);
    expect((validate(read.resource) as Patient).name?.[0]?.family).toBe(`${surname} Mudado`);
    expect(idsOf(await asVaccinator<Bundle>(`/Patient?name=${surname}`))).toContain(network.patientMoved);
    expect(await readsOf(network.patientMoved)).toEqual([
      { userId: vaccinator.id, route: `/fhir/r4/Patient/${network.patientMoved}` },
    ]);
    const trail = await fixture.api.admin('GET', `/audit?entity=patients&rowId=${network.patientMoved}`);
    expect((trail.json as { items: { action: string }[] }).items.map((entry) => entry.action)).toContain(
      'access-granted',
    );
  });
});
