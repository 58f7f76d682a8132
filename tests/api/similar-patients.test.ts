import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Match = { id: number; firstName: string; lastname: string; identityDocument: string | null; isChild: boolean };

const patient = async (firstName: string, lastname: string, dateOfBirth: string) =>
  idOf(await fixture.api.admin('POST', '/patients', { ...payloads.adult(), firstName, lastname, dateOfBirth }));

const similar = async (firstName: string, lastname: string, birthDate: string, as: 'admin' | 'health' = 'admin') => {
  const query = new URLSearchParams({ firstName, lastname, birthDate });
  const response = await fixture.api[as]('GET', `/patients/similar?${query}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as { items: Match[] }).items;
};

describe('GET /patients/similar', () => {
  it('should find a patient whose folded full name and birth date are the same', async () => {
    const id = await patient('María', 'Peña', '1990-04-02');

    const matches = await similar('maria', 'PENA', '1990-04-02');

    expect(matches.map((match) => match.id)).toEqual([id]);
    expect(Object.keys(matches[0] ?? {}).sort()).toEqual(
      ['dateOfBirth', 'firstName', 'id', 'identityDocument', 'isChild', 'lastname'].sort(),
    );
  });

  it('should find a name one letter away on the same birth date, the exact one first', async () => {
    const exact = await patient('Rosa', 'Quispe', '1985-07-15');
    const typo = await patient('Rosa', 'Quizpe', '1985-07-15');
    await patient('Rosa', 'Quispe', '1985-07-16');
    await patient('Elena', 'Torres', '1985-07-15');

    const matches = await similar('Rosa', 'Quispe', '1985-07-15', 'health');

    expect(matches.map((match) => match.id)).toEqual([exact, typo]);
  });

  it('should not match a different birth date, nor a deleted patient', async () => {
    const deleted = await patient('Julio', 'Ramos', '1970-01-20');
    await fixture.api.admin('DELETE', `/patients/${deleted}`);

    expect(await similar('Julio', 'Ramos', '1970-01-21')).toEqual([]);
    expect(await similar('Julio', 'Ramos', '1970-01-20')).toEqual([]);
  });

  it('should show a child without a document as such', async () => {
    const child = { ...payloads.child(fixture.ids.patientId), firstName: 'Lucía', lastname: 'Díaz' };
    const id = idOf(await fixture.api.admin('POST', '/patients', child));

    const [match] = await similar('Lucia', 'Diaz', child.dateOfBirth);

    expect(match).toMatchObject({ id, isChild: true, identityDocument: null });
  });

  it('should refuse missing values, and anyone without a token', async () => {
    const invalid = await fixture.api.admin('GET', '/patients/similar?firstName=Ana&birthDate=1990-02-31');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({
      errors: { lastname: 'Indique el apellido del paciente', birthDate: 'La fecha de nacimiento no es válida' },
    });
    const anonymous = await fixture.api.request('GET', '/patients/similar?firstName=A&lastname=B&birthDate=1990-01-01');
    expect(anonymous.status).toBe(401);
  });
});
