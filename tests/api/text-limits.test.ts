import { describe, expect, it } from 'vitest';
import { countries } from '../../src/entities/countries';
import { patients } from '../../src/entities/patients';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { setUpApiFixture } from '../helpers/api-fixture';
import { payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const markup = '<img src=x onerror=alert(1)>';
const lettersOnly = 'Solo se permiten letras y espacios';
const wordishOnly = 'Solo se permiten letras, números, espacios, guiones y guiones bajos';

describe('text limits on registration', () => {
  it.each([
    [
      'a 900,000-character first name',
      { firstName: 'a'.repeat(900_000) },
      'firstName',
      'No puede superar 255 caracteres',
    ],
    ['a 256-character last name', { lastname: 'b'.repeat(256) }, 'lastname', 'No puede superar 255 caracteres'],
    ['a 256-character address', { address: 'Calle '.repeat(43) }, 'address', 'No puede superar 255 caracteres'],
    ['markup as first name', { firstName: markup }, 'firstName', lettersOnly],
    ['markup as last name', { lastname: markup }, 'lastname', lettersOnly],
    ['markup as address', { address: markup }, 'address', wordishOnly],
  ])('should refuse a patient with %s in Spanish and store nothing', async (_name, change, field, message) => {
    const before = await fixture.api.rowsOf(patients);
    const response = await fixture.api.health('POST', '/patients', { ...payloads.adult(), ...change });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: message } });
    expect(await fixture.api.rowsOf(patients)).toEqual(before);
  });

  it('should register a patient whose names and address the edit dialog accepts, and save it again unchanged', async () => {
    const created = await fixture.api.health('POST', '/patients', {
      ...payloads.adult(),
      firstName: 'María José',
      lastname: 'Núñez Peña',
      address: 'Jirón Los Álamos 1250 - Interior_2',
    });
    expect(created.status).toBe(201);
    const row = created.json as Record<string, unknown>;
    const saved = await fixture.api.admin('PATCH', `/patients/${String(row.id)}`, {
      firstName: row.firstName,
      lastname: row.lastname,
      identityDocument: row.identityDocument,
      mobilePhone: row.mobilePhone,
      address: row.address,
      isChild: false,
      representativeId: null,
    });
    expect(saved.status).toBe(200);
  });

  it.each(
    (
      [
        [countries, () => ({ nameCountry: 'Perú'.repeat(64) }), 'nameCountry'],
        [vaccinationCenters, () => ({ ...payloads.center(), centerName: 'Posta'.repeat(52) }), 'centerName'],
      ] as const
    ).map(([entity, body, field]) => [entity.path, field, entity, body] as const),
  )('should refuse POST %s with a 256-character %s, the default limit', async (_path, field, entity, body) => {
    const before = await fixture.api.rowsOf(entity);
    const response = await fixture.api.admin('POST', entity.path, body());
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: 'No puede superar 255 caracteres' } });
    expect(await fixture.api.rowsOf(entity)).toEqual(before);
  });
});
