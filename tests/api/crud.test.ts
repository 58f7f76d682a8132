import { describe, expect, it } from 'vitest';
import { countries } from '../../src/entities/countries';
import { manufacturers } from '../../src/entities/manufacturers';
import { patients } from '../../src/entities/patients';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { vaccines } from '../../src/entities/vaccines';
import { setUpApiFixture } from '../helpers/api-fixture';
import { payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const cases = () => [
  {
    entity: countries,
    create: { nameCountry: 'Bolivia' },
    edit: { nameCountry: 'Colombia' },
    invalid: { body: { nameCountry: 'Pe' }, field: 'nameCountry', message: 'El país debe tener al menos 3 letras' },
  },
  {
    entity: manufacturers,
    create: { ...payloads.manufacturer(fixture.ids.countryId), manufacturerName: 'Janssen' },
    edit: { manufacturerName: 'Moderna', countryId: fixture.ids.countryId },
    invalid: {
      body: { manufacturerName: 'Laboratorio Peñón', countryId: fixture.ids.countryId },
      field: 'manufacturerName',
      message: 'Solo pueden ser letras sin tildes',
    },
  },
  {
    entity: vaccines,
    create: { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName: 'Vaxzevria' },
    edit: { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName: 'Spikevax' },
    invalid: {
      body: { ...payloads.vaccine(fixture.ids.manufacturerId), requiredDoses: 0 },
      field: 'requiredDoses',
      message: 'Debe requerir al menos 1 dosis',
    },
  },
  {
    entity: vaccineBatches,
    create: payloads.batch(fixture.ids.vaccineId),
    edit: { ...payloads.batch(fixture.ids.vaccineId), initialQuantity: 50, availableQuantity: 40 },
    invalid: {
      body: { ...payloads.batch(fixture.ids.vaccineId), manufactureDate: '2999-01-01' },
      field: 'manufactureDate',
      message: 'La fecha de fabricación no puede ser futura',
    },
  },
  {
    entity: vaccinationCenters,
    create: { ...payloads.center(), centerName: 'Posta Rural Norte' },
    edit: { ...payloads.center(), centerName: 'Hospital San José' },
    invalid: {
      body: { ...payloads.center(), email: 'centro@empresa.com' },
      field: 'email',
      message: 'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
    },
  },
  {
    entity: patients,
    create: payloads.adult(),
    edit: {
      firstName: 'María',
      lastname: 'Núñez',
      identityDocument: '7654321',
      mobilePhone: '51911111111',
      address: 'Calle Dos 456',
      isChild: false,
    },
    invalid: {
      body: { ...payloads.adult(), mobilePhone: '123' },
      field: 'mobilePhone',
      message: 'El celular debe tener al menos 11 dígitos',
    },
  },
];

const names = ['countries', 'manufacturers', 'vaccines', 'vaccine-batches', 'vaccination-centers', 'patients'];
const caseOf = (name: string) => cases().find((candidate) => candidate.entity.name === name)!;

describe('generic CRUD routes', () => {
  it.each(names)('should create, list, read, update and soft delete %s', async (name) => {
    const testCase = caseOf(name);
    const { entity } = testCase;
    const created = await fixture.api.admin('POST', entity.path, testCase.create);
    expect(created.status).toBe(201);
    const row = created.json as { id: number; isActive: boolean };
    expect(row.isActive).toBe(true);

    const list = await fixture.api.admin('GET', entity.path);
    expect(list.status).toBe(200);
    expect((list.json as { id: number }[]).some((item) => item.id === row.id)).toBe(true);

    const updated = await fixture.api.admin('PATCH', `${entity.path}/${row.id}`, testCase.edit);
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject(testCase.edit);

    const deleted = await fixture.api.admin('DELETE', `${entity.path}/${row.id}`);
    expect(deleted.status).toBe(200);
    const after = await fixture.api.admin('GET', entity.path);
    expect((after.json as { id: number }[]).some((item) => item.id === row.id)).toBe(false);
    const stored = (await fixture.api.rowsOf(entity)).find((item) => item.id === row.id);
    expect(stored?.isActive).toBe(0);
  });

  it.each(names)('should refuse an invalid %s with the Spanish field message and write nothing', async (name) => {
    const testCase = caseOf(name);
    const before = await fixture.api.rowsOf(testCase.entity);
    const response = await fixture.api.admin('POST', testCase.entity.path, testCase.invalid.body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      message: 'Los datos enviados no son válidos',
      errors: { [testCase.invalid.field]: testCase.invalid.message },
    });
    expect(await fixture.api.rowsOf(testCase.entity)).toEqual(before);
  });

  it.each(names)('should answer 404 for an unknown %s', async (name) => {
    const testCase = caseOf(name);
    expect((await fixture.api.admin('PATCH', `${testCase.entity.path}/999999`, testCase.edit)).status).toBe(404);
    expect((await fixture.api.admin('DELETE', `${testCase.entity.path}/999999`)).status).toBe(404);
    expect((await fixture.api.admin('GET', `${testCase.entity.path}/999999`)).status).toBe(404);
  });

  it('should return the nested GET shape of a manufacturer and a vaccine', async () => {
    const manufacturer = await fixture.api.admin('GET', `/manufacturers/${fixture.ids.manufacturerId}`);
    expect(manufacturer.json).toMatchObject({ country: { id: fixture.ids.countryId, nameCountry: 'Perú' } });
    const vaccine = await fixture.api.admin('GET', `/vaccines/${fixture.ids.vaccineId}`);
    expect(vaccine.json).toMatchObject({
      manufacturer: { id: fixture.ids.manufacturerId, manufacturerName: 'Pfizer' },
    });
  });

  it('should never take id, isActive or status from the client', async () => {
    const response = await fixture.api.admin('POST', '/vaccine-batches', {
      ...payloads.batch(fixture.ids.vaccineId),
      id: 4242,
      isActive: false,
      status: 2,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ isActive: true, status: 1 });
    expect((response.json as { id: number }).id).not.toBe(4242);
  });

  it('should refuse a reference to a missing or inactive row with 400 and write nothing', async () => {
    const before = await fixture.api.rowsOf(manufacturers);
    const missing = await fixture.api.admin('POST', '/manufacturers', payloads.manufacturer(987654));
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: { countryId: expect.stringContaining('no existe') } });
    const country = await fixture.api.admin('POST', '/countries', { nameCountry: 'Chile' });
    const countryId = (country.json as { id: number }).id;
    await fixture.api.admin('DELETE', `/countries/${countryId}`);
    expect((await fixture.api.admin('POST', '/manufacturers', payloads.manufacturer(countryId))).status).toBe(400);
    expect(await fixture.api.rowsOf(manufacturers)).toEqual(before);
  });

  it('should answer 409 for a duplicate batch number and keep the first batch only', async () => {
    const batch = payloads.batch(fixture.ids.vaccineId);
    expect((await fixture.api.admin('POST', '/vaccine-batches', batch)).status).toBe(201);
    const before = await fixture.api.rowsOf(vaccineBatches);
    const duplicate = await fixture.api.admin('POST', '/vaccine-batches', batch);
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({ message: 'Ya existe un registro con el mismo número de lote' });
    expect(await fixture.api.rowsOf(vaccineBatches)).toEqual(before);
  });

  it('should filter a list with ?q= ignoring accents and case', async () => {
    await fixture.api.admin('POST', '/countries', { nameCountry: 'España' });
    const found = await fixture.api.admin('GET', '/countries?q=espana');
    expect((found.json as { nameCountry: string }[]).map((row) => row.nameCountry)).toContain('España');
    const upper = await fixture.api.admin('GET', '/countries?q=PERU');
    expect((upper.json as { nameCountry: string }[]).every((row) => row.nameCountry === 'Perú')).toBe(true);
    const none = await fixture.api.admin('GET', '/countries?q=100%25');
    expect(none.json).toEqual([]);
    const patients = await fixture.api.admin('GET', `/patients?q=${encodeURIComponent('JOSE pena')}`);
    expect((patients.json as { firstName: string }[]).map((row) => row.firstName)).toContain('José');
    const mismatch = await fixture.api.admin('GET', `/patients?q=${encodeURIComponent('jose gomez')}`);
    expect(mismatch.json).toEqual([]);
  });

  it('should answer a query of a thousand words with the first distinct words only, not a failure', async () => {
    const words = ['jose', 'pena', ...Array.from({ length: 1200 }, (_, index) => `w${index}`)];
    const response = await fixture.api.admin('GET', `/patients?q=${encodeURIComponent(words.join(' '))}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
    const repeated = await fixture.api.admin('GET', `/patients?q=${encodeURIComponent('pena '.repeat(1200))}`);
    expect((repeated.json as { firstName: string }[]).map((row) => row.firstName)).toContain('José');
  });
});
