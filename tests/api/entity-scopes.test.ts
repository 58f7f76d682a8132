import { beforeAll, describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { setUpApiFixture } from '../helpers/api-fixture';
import { vialFor } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

/**
 * The engine's scope rule on the entities (issue 40): a vaccinator of one centre and a
 * district's admin read, search, export and write only their part of the network.
 */
const fixture = setUpApiFixture();

type Scoped = Awaited<ReturnType<typeof scopedAccount>>;
const network = {} as {
  otherDistrict: number;
  north: number;
  south: number;
  patientNorth: number;
  patientSouth: number;
  patientDosedNorth: number;
  doseNorth: number;
  doseSouth: number;
  vaccinator: Scoped;
  districtAdmin: Scoped;
};

const idsOf = (json: unknown) => (json as { items: { id: number }[] }).items.map((row) => row.id);

beforeAll(async () => {
  const { api, ids } = fixture;
  network.otherDistrict = idOf(
    await api.admin('POST', '/org-units', { name: 'Distrito Sur', level: 'district', parentId: testUnits.region }),
  );
  network.north = idOf(
    await api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Norte' }),
  );
  network.south = idOf(
    await api.admin('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: 'Posta Sur',
      orgUnitId: network.otherDistrict,
    }),
  );
  const patient = async (lastname: string, centerId: number) =>
    idOf(await api.admin('POST', '/patients', { ...payloads.adult(), lastname, vaccinationCenterId: centerId }));
  network.patientNorth = await patient('Ámbitonorte', network.north);
  network.patientSouth = await patient('Ámbitosur', network.south);
  network.patientDosedNorth = await patient('Ámbitoviajero', network.south);
  const dose = async (patientId: number, centerId: number) => {
    await vialFor(api, ids.batchId, centerId);
    return idOf(
      await api.admin(
        'POST',
        '/applied-doses',
        payloads.dose({
          patientId,
          vaccineBatchId: ids.batchId,
          vaccinationCenterId: centerId,
          applyingUserId: api.userIds.admin,
        }),
      ),
    );
  };
  network.doseNorth = await dose(network.patientDosedNorth, network.north);
  network.doseSouth = await dose(network.patientSouth, network.south);
  network.vaccinator = await scopedAccount(api, 'health', { vaccinationCenterId: network.north });
  network.districtAdmin = await scopedAccount(api, 'admin', { orgUnitId: testUnits.district });
});

describe('lists in scope', () => {
  it("should list a vaccinator's own patients only: their centre's and those with a dose there, with the right total", async () => {
    const response = await network.vaccinator.request('GET', '/patients?page=1&pageSize=100&q=ambito');

    expect(response.status).toBe(200);
    expect(idsOf(response.json).sort()).toEqual([network.patientNorth, network.patientDosedNorth].sort());
    expect(response.json).toMatchObject({ total: 2, totalIsCapped: false });
  });

  it('should list without paging, and unsorted, only the rows in scope', async () => {
    const whole = await network.districtAdmin.request('GET', '/applied-doses');
    const ids = (whole.json as { id: number }[]).map((row) => row.id);

    expect(ids).toContain(network.doseNorth);
    expect(ids).not.toContain(network.doseSouth);
  });

  it("should export only the district's rows as CSV", async () => {
    const csv = await network.districtAdmin.request('GET', '/patients/export.csv?q=ambito');

    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Ámbitonorte');
    expect(csv.text).toContain('Ámbitoviajero');
    expect(csv.text).not.toContain('Ámbitosur');
  });

  it('should answer 403 to a filter naming a centre outside the scope', async () => {
    const response = await network.districtAdmin.request(
      'GET',
      `/applied-doses?page=1&vaccinationCenterId=${network.south}`,
    );

    expect(response.status).toBe(403);
    expect((response.json as { message: string }).message).toMatch(/fuera de su ámbito/);
  });

  it("should show a district's admin its centres, and every user the whole tree of units", async () => {
    const centers = await network.districtAdmin.request('GET', '/vaccination-centers?page=1&pageSize=100');
    const units = await network.vaccinator.request('GET', '/org-units?page=1&pageSize=100');

    expect(idsOf(centers.json)).toContain(network.north);
    expect(idsOf(centers.json)).not.toContain(network.south);
    expect(idsOf(units.json)).toEqual(expect.arrayContaining([testUnits.national, network.otherDistrict]));
  });

  it('should let a user of the whole network see every row', async () => {
    const response = await fixture.api.admin('GET', '/patients?page=1&pageSize=100&q=ambito');

    expect((response.json as { total: number }).total).toBe(3);
  });
});

describe("the register form's similar patients", () => {
  it("should warn a vaccinator of their own patients only, never another centre's", async () => {
    const similar = (lastname: string) =>
      network.vaccinator.request('GET', `/patients/similar?firstName=Jose&lastname=${lastname}&birthDate=1986-02-01`);

    expect((await similar('Ambitonorte')).json).toMatchObject({ items: [{ id: network.patientNorth }] });
    expect((await similar('Ambitosur')).json).toEqual({ items: [] });
  });
});

describe("a centre's report", () => {
  it("should answer a vaccinator their centre's doses, and 403 for another centre's", async () => {
    const own = await network.vaccinator.request('GET', `/reports/doses-applied?centerId=${network.north}`);
    const other = await network.vaccinator.request('GET', `/reports/doses-applied?centerId=${network.south}`);

    expect(own.status).toBe(200);
    expect(other.status).toBe(403);
  });
});

describe('one row out of scope', () => {
  it("should answer 404 for another centre's dose, and 403 { outOfScope } without the patient for another centre's patient", async () => {
    const dose = await network.districtAdmin.request('GET', `/applied-doses/${network.doseSouth}`);
    const patient = await network.vaccinator.request('GET', `/patients/${network.patientSouth}`);
    const card = await network.vaccinator.request('GET', `/patients/${network.patientSouth}/vaccination-card`);
    const forecast = await network.vaccinator.request('GET', `/patients/${network.patientSouth}/forecast`);
    const missing = await network.vaccinator.request('GET', '/patients/987654');

    expect(dose.status).toBe(404);
    expect(patient.status).toBe(403);
    expect(patient.json).toEqual({ message: expect.any(String), outOfScope: true });
    expect(patient.text).not.toContain('Ámbitosur');
    expect(card.status).toBe(403);
    expect(card.json).toMatchObject({ outOfScope: true });
    expect(forecast.status).toBe(403);
    expect(missing.status).toBe(404);
  });

  it('should grant the patient for 24 hours with a reason of 10 characters or more, and audit the grant and the reads', async () => {
    const { vaccinator } = network;
    const short = await vaccinator.request('POST', `/patients/${network.patientSouth}/access`, { reason: 'mudanza' });
    expect(short.status).toBe(400);
    expect((await vaccinator.request('GET', `/patients/${network.patientSouth}`)).status).toBe(403);
    const before = (await vaccinator.request('GET', '/patients?page=1&pageSize=100')).json as { total: number };
    expect(idsOf(before)).not.toContain(network.patientSouth);

    const granted = await vaccinator.request('POST', `/patients/${network.patientSouth}/access`, {
      reason: 'Se mudó a nuestro distrito',
    });
    expect(granted.status).toBe(201);
    const expiresAt = Date.parse((granted.json as { expiresAt: string }).expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const read = await vaccinator.request('GET', `/patients/${network.patientSouth}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ lastname: 'Ámbitosur' });
    // The granted patient is in the vaccinator's list too, counted, for the grant's day.
    const whole = await vaccinator.request('GET', '/patients?page=1&pageSize=100');
    expect(idsOf(whole.json)).toContain(network.patientSouth);
    expect((whole.json as { total: number }).total).toBe(before.total + 1);

    const trail = await fixture.api.admin('GET', `/audit?entity=patients&rowId=${network.patientSouth}`);
    const entries = (trail.json as { items: { action: string; user: { id: number }; after: unknown }[] }).items;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'access-granted',
          user: expect.objectContaining({ id: vaccinator.id }),
          after: expect.objectContaining({ reason: 'Se mudó a nuestro distrito' }),
        }),
        expect.objectContaining({
          action: 'read',
          user: expect.objectContaining({ id: vaccinator.id }),
          after: { route: `/api/v1/patients/${network.patientSouth}` },
        }),
      ]),
    );
    expect(entries.filter((entry) => entry.action === 'access-granted')).toHaveLength(1);
  });

  it("should bring a patient into scope for good with a dose at the vaccinator's centre", async () => {
    const patientId = idOf(
      await fixture.api.admin('POST', '/patients', { ...payloads.adult(), vaccinationCenterId: network.south }),
    );
    expect((await network.vaccinator.request('GET', `/patients/${patientId}`)).status).toBe(403);

    await vialFor(fixture.api, fixture.ids.batchId, network.north);
    const dose = await network.vaccinator.request(
      'POST',
      '/applied-doses',
      payloads.dose({
        patientId,
        vaccineBatchId: fixture.ids.batchId,
        vaccinationCenterId: network.north,
        applyingUserId: network.vaccinator.id,
      }),
    );

    expect(dose.status).toBe(201);
    expect((await network.vaccinator.request('GET', `/patients/${patientId}`)).status).toBe(200);
  });
});

describe("a scoped admin's audit trail", () => {
  it('should hold only the entries of the accounts of their part of the network', async () => {
    const trail = await network.districtAdmin.request('GET', '/audit?pageSize=100');
    const writers = new Set(
      (trail.json as { items: { user: { id: number } | null }[] }).items.map((entry) => entry.user?.id),
    );

    expect(trail.status).toBe(200);
    expect(writers.has(fixture.api.userIds.admin)).toBe(false);
    expect(writers.has(network.vaccinator.id)).toBe(true);
  });
});

describe('GET /patients/lookup', () => {
  it('should find a patient of any centre by their exact document, saying whether they are in scope, and nothing more', async () => {
    const south = await fixture.api.admin('GET', `/patients/${network.patientSouth}`);
    const { identityDocument } = south.json as { identityDocument: string };
    const child = idOf(
      await fixture.api.admin('POST', '/patients', {
        ...payloads.child(network.patientSouth),
        vaccinationCenterId: network.south,
      }),
    );
    const lookup = await network.districtAdmin.request('GET', `/patients/lookup?identityDocument=${identityDocument}`);

    expect(lookup.status).toBe(200);
    expect(lookup.json).toEqual({
      items: [
        {
          id: network.patientSouth,
          firstName: 'José',
          lastname: 'Ámbitosur',
          dateOfBirth: '1986-02-01',
          catchmentCenterName: 'Posta Sur',
          isInScope: false,
        },
        expect.objectContaining({ id: child, firstName: 'Mateo', isInScope: false }),
      ],
    });
    const north = await fixture.api.admin('GET', `/patients/${network.patientNorth}`);
    const own = await network.vaccinator.request(
      'GET',
      `/patients/lookup?identityDocument=${(north.json as { identityDocument: string }).identityDocument}`,
    );
    expect(own.json).toMatchObject({ items: [{ id: network.patientNorth, isInScope: true }] });
    expect((await network.vaccinator.request('GET', '/patients/lookup?identityDocument=')).status).toBe(400);
  });
});

describe('writes outside the scope', () => {
  it('should refuse a dose at another centre with 403, writing nothing', async () => {
    // The centre holds a vial: the scope, not the stock, refuses the dose.
    await vialFor(fixture.api, fixture.ids.batchId, network.south);
    const before = await fixture.api.rowsOf(appliedDoses);

    const response = await network.vaccinator.request(
      'POST',
      '/applied-doses',
      payloads.dose({
        patientId: network.patientNorth,
        vaccineBatchId: fixture.ids.batchId,
        vaccinationCenterId: network.south,
        applyingUserId: network.vaccinator.id,
      }),
    );

    expect(response.status).toBe(403);
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);
  });

  it("should let a district's admin add and edit its centres, and refuse another district's (403, nothing written)", async () => {
    const { districtAdmin } = network;
    const before = await fixture.api.rowsOf(vaccinationCenters);

    const elsewhere = await districtAdmin.request('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: 'Posta Ajena',
      orgUnitId: network.otherDistrict,
    });
    const editSouth = await districtAdmin.request('PATCH', `/vaccination-centers/${network.south}`, {
      ...payloads.center(),
      centerName: 'Posta Sur Cambiada',
      orgUnitId: network.otherDistrict,
    });
    const moveNorthAway = await districtAdmin.request('PATCH', `/vaccination-centers/${network.north}`, {
      ...payloads.center(),
      centerName: 'Posta Norte',
      orgUnitId: network.otherDistrict,
    });

    expect([elsewhere.status, editSouth.status, moveNorthAway.status]).toEqual([403, 403, 403]);
    expect(await fixture.api.rowsOf(vaccinationCenters)).toEqual(before);
    const own = await districtAdmin.request('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: 'Posta Propia',
    });
    expect(own.status).toBe(201);
  });

  it("should keep the country's reference data read-only for a scoped admin", async () => {
    const countries = await network.districtAdmin.request('GET', '/countries?page=1');
    const write = await network.districtAdmin.request('POST', '/countries', { nameCountry: 'Bolivia' });

    expect(countries.status).toBe(200);
    expect(write.status).toBe(403);
    expect((await fixture.api.admin('GET', '/countries?q=bolivia&page=1')).json).toMatchObject({ total: 0 });
  });
});
