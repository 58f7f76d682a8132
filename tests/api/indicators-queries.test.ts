import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';

const fixture = setUpApiFixture();
const indicators = indicatorData(fixture);

const yearMessage = 'El año es requerido y debe estar entre 2000 y 2100';
const monthMessage = 'El mes debe ser un número entre 1 y 12';
const centerMessage = 'Debe seleccionar un centro de salud válido';
const vaccineMessage = 'Debe seleccionar una vacuna válida';

const routes = ['coverage', 'dropout', 'zero-dose'] as const;

describe('the indicators’ queries', () => {
  it.each([
    ['coverage', '', 'year', yearMessage],
    ['coverage', 'year=1999', 'year', yearMessage],
    ['coverage', 'year=2101', 'year', yearMessage],
    ['coverage', 'year=2024.5', 'year', yearMessage],
    ['coverage', 'year=dos', 'year', yearMessage],
    ['coverage', 'year=2024&month=0', 'month', monthMessage],
    ['coverage', 'year=2024&month=13', 'month', monthMessage],
    ['coverage', 'year=2024&centerId=0', 'centerId', centerMessage],
    ['coverage', 'year=2024&centerId=-3', 'centerId', centerMessage],
    ['coverage', 'year=2024&vaccineId=x', 'vaccineId', vaccineMessage],
    ['dropout', 'centerId=1', 'year', yearMessage],
    ['dropout', 'year=2024&vaccineId=99999999999', 'vaccineId', vaccineMessage],
    ['zero-dose', 'year=2024&month=12.5', 'month', monthMessage],
    ['zero-dose', 'year=3000', 'year', yearMessage],
    ['zero-dose', 'year=2024&centerId=', 'centerId', centerMessage],
  ])('GET /indicators/%s?%s should answer 400 with the Spanish message of %s', async (route, query, field, message) => {
    const before = await indicators.storedCounts();

    const response = await fixture.api.health('GET', `/indicators/${route}?${query}`);

    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Los datos enviados no son válidos', errors: { [field]: message } });
    expect(await indicators.storedCounts()).toEqual(before);
  });

  it.each(routes)('GET /indicators/%s should answer both staff roles, and 401 without a token', async (route) => {
    for (const role of ['admin', 'health'] as const) {
      expect((await fixture.api[role]('GET', `/indicators/${route}?year=2024`)).status).toBe(200);
    }
    const anonymous = await fixture.api.request('GET', `/indicators/${route}?year=2024`);
    expect(anonymous.status).toBe(401);
  });
});
