import { describe, expect, it } from 'vitest';
import { patients } from '../../src/entities/patients';
import { setUpApiFixture } from '../helpers/api-fixture';
import { payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const child = payloads.child;

/** The edit that marks an adult as a child represented by the fixture's patient. */
const turnIntoChild = (adultRow: Record<string, unknown>) =>
  fixture.api.admin('PATCH', `/patients/${String(adultRow.id)}`, {
    firstName: adultRow.firstName,
    lastname: adultRow.lastname,
    identityDocument: adultRow.identityDocument,
    mobilePhone: adultRow.mobilePhone,
    address: adultRow.address,
    isChild: true,
    representativeId: fixture.ids.patientId,
  });

describe('patients', () => {
  it('should give a child without an ID a 999 identifier and link the representative', async () => {
    const response = await fixture.api.health('POST', '/patients', child(fixture.ids.patientId));
    expect(response.status).toBe(201);
    const body = response.json as { identityDocument: string; representative: { identityDocument: string } };
    expect(body.identityDocument).toMatch(/^999\d{13}\d{3}$/);
    expect(body.representative.identityDocument).toMatch(/^\d{6,9}$/);
  });

  it('should require a representative for a child and write nothing', async () => {
    const before = await fixture.api.rowsOf(patients);
    const response = await fixture.api.health('POST', '/patients', child(null));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { representativeId: 'Debe seleccionar un representante' } });
    expect(await fixture.api.rowsOf(patients)).toEqual(before);
  });

  it('should refuse a child as representative', async () => {
    const first = await fixture.api.health('POST', '/patients', child(fixture.ids.patientId));
    const childId = (first.json as { id: number }).id;
    const response = await fixture.api.health('POST', '/patients', child(childId));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { representativeId: expect.any(String) } });
  });

  it('should require an adult national ID of 6 to 9 digits', async () => {
    const missing = await fixture.api.health('POST', '/patients', { ...payloads.adult(), identityDocument: '' });
    expect(missing.json).toMatchObject({ errors: { identityDocument: 'El documento es requerido' } });
    const tooLong = await fixture.api.health('POST', '/patients', {
      ...payloads.adult(),
      identityDocument: '1234567890',
    });
    expect(tooLong.json).toMatchObject({ errors: { identityDocument: 'El documento debe tener entre 6 y 9 dígitos' } });
  });

  it('should refuse a duplicate national ID with 409', async () => {
    const adult = payloads.adult();
    expect((await fixture.api.health('POST', '/patients', adult)).status).toBe(201);
    const duplicate = await fixture.api.health('POST', '/patients', adult);
    expect(duplicate.status).toBe(409);
  });

  it('should edit without age, email or birth date and drop the representative of an adult', async () => {
    const created = await fixture.api.admin('POST', '/patients', payloads.adult());
    const id = (created.json as { id: number }).id;
    const response = await fixture.api.admin('PATCH', `/patients/${id}`, {
      firstName: 'Lucía',
      lastname: 'Muñoz',
      identityDocument: '8765432',
      mobilePhone: '51922222222',
      address: '',
      isChild: false,
      representativeId: fixture.ids.patientId,
      age: '99',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ firstName: 'Lucía', representativeId: null, age: '40' });
  });

  it('should refuse to turn into a child an adult who represents a patient, and change nothing', async () => {
    const adult = await fixture.api.admin('POST', '/patients', payloads.adult());
    const adultRow = adult.json as Record<string, unknown>;
    await fixture.api.health('POST', '/patients', child(Number(adultRow.id)));
    const before = await fixture.api.rowsOf(patients);
    const response = await turnIntoChild(adultRow);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errors: { isChild: 'No se puede marcar como menor a un paciente que representa a otros pacientes' },
    });
    expect(await fixture.api.rowsOf(patients)).toEqual(before);
  });

  it('should turn into a child an adult whose represented patients were all deleted', async () => {
    const adult = await fixture.api.admin('POST', '/patients', payloads.adult());
    const adultRow = adult.json as Record<string, unknown>;
    const represented = await fixture.api.health('POST', '/patients', child(Number(adultRow.id)));
    await fixture.api.admin('DELETE', `/patients/${(represented.json as { id: number }).id}`);
    const response = await turnIntoChild(adultRow);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ isChild: true });
  });

  it('should list only what ?isChild=, ?representativeId= and ?limit= ask for, as the representative search does', async () => {
    await fixture.api.health('POST', '/patients', child(fixture.ids.patientId));
    await fixture.api.health('POST', '/patients', { ...payloads.adult(), identityDocument: '77001122' });
    type Listed = { id: number; isChild: boolean; representativeId: number | null };
    const listed = async (query: string) => (await fixture.api.health('GET', `/patients?${query}`)).json as Listed[];

    const adults = await listed('isChild=false');
    expect(adults.length).toBeGreaterThan(1);
    expect(adults.every((row) => !row.isChild)).toBe(true);
    const children = await listed(`isChild=true&representativeId=${fixture.ids.patientId}`);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((row) => row.isChild && row.representativeId === fixture.ids.patientId)).toBe(true);
    const first = await listed('limit=1');
    expect(first.map((row) => row.id)).toEqual([Math.min(...(await listed('')).map((row) => row.id))]);
  });

  it.each([
    ['limit=0', 'limit', 'El límite debe ser un número entero entre 1 y 500'],
    ['limit=501', 'limit', 'El límite debe ser un número entero entre 1 y 500'],
    ['isChild=tal%20vez', 'isChild', expect.stringContaining('use true o false')],
    ['representativeId=uno', 'representativeId', expect.stringContaining('identificador numérico')],
  ])('should refuse a list asked with %s, in Spanish', async (query, field, message) => {
    const response = await fixture.api.health('GET', `/patients?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: message } });
  });
});
