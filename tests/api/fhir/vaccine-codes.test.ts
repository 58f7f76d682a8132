import { describe, expect, it } from 'vitest';
import { vaccines } from '../../../src/entities/vaccines';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { idOf, payloads } from '../../helpers/sample-data';

const fixture = setUpApiFixture();

const vaccine = (name: string, code: Record<string, string>) => ({
  ...payloads.vaccine(fixture.ids.manufacturerId),
  vaccineName: name,
  ...code,
});

describe('a vaccine’s standard code', () => {
  it('should store a system and a code, and send them back', async () => {
    const id = idOf(
      await fixture.api.admin(
        'POST',
        '/vaccines',
        vaccine('Hepatitis B pediatrica', { codeSystem: 'http://snomed.info/sct', code: '412403009' }),
      ),
    );

    const response = await fixture.api.admin('GET', `/vaccines/${id}`);

    expect(response.json).toMatchObject({ codeSystem: 'http://snomed.info/sct', code: '412403009' });
  });

  it.each([
    [{ code: '412403009' }, 'codeSystem', 'Indique el sistema de códigos del código'],
    [{ codeSystem: 'http://snomed.info/sct' }, 'code', 'Indique el código de la vacuna en ese sistema'],
    [
      { codeSystem: 'snomed', code: '412403009' },
      'codeSystem',
      'El sistema de códigos debe ser una URI, como http://snomed.info/sct',
    ],
  ])('should refuse %j with a message on %s, and store nothing', async (code, field, message) => {
    const before = (await fixture.api.rowsOf(vaccines)).length;

    const response = await fixture.api.admin('POST', '/vaccines', vaccine('Vacuna sin par', code));

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: message } });
    expect(await fixture.api.rowsOf(vaccines)).toHaveLength(before);
  });
});
