import { describe, expect, it } from 'vitest';
import { targetPopulations } from '../../src/entities/target-populations';
import { duplicatePopulationMessage } from '../../src/server/behaviours/target-populations';
import { setUpApiFixture } from '../helpers/api-fixture';
import { programmeData } from '../helpers/programme-data';
import { idOf } from '../helpers/sample-data';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

const storedPopulations = () => fixture.api.rowsOf(targetPopulations);

const population = (vaccinationCenterId: number, overrides: Record<string, unknown> = {}) => ({
  vaccinationCenterId,
  year: 2026,
  ageInYears: 0,
  population: 1200,
  ...overrides,
});

describe('target populations', () => {
  it('should be created, listed, read, edited, deleted and restored by the admin', async () => {
    const centerId = await data.center();

    const created = await fixture.api.admin('POST', '/target-populations', population(centerId));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    expect(created.json).toMatchObject({
      ...population(centerId),
      isActive: true,
      vaccinationCenter: { id: centerId },
    });
    const list = await fixture.api.admin('GET', `/target-populations?vaccinationCenterId=${centerId}`);
    expect(list.json).toEqual([expect.objectContaining({ id, population: 1200 })]);

    const edited = await fixture.api.admin(
      'PATCH',
      `/target-populations/${id}`,
      population(centerId, { population: 1250 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, population: 1250 });

    expect((await fixture.api.admin('DELETE', `/target-populations/${id}`)).status).toBe(200);
    expect((await fixture.api.admin('POST', `/target-populations/${id}/restore`)).status).toBe(200);
    expect((await fixture.api.admin('GET', `/target-populations/${id}`)).json).toMatchObject({ isActive: true });
  });

  it('should be read by the health staff, who may not write one (403, nothing written)', async () => {
    const centerId = await data.center();
    const id = idOf(await fixture.api.admin('POST', '/target-populations', population(centerId)));
    const before = await storedPopulations();

    expect((await fixture.api.health('GET', '/target-populations')).status).toBe(200);
    expect((await fixture.api.health('GET', `/target-populations/${id}`)).status).toBe(200);
    const writes = [
      await fixture.api.health('POST', '/target-populations', population(centerId, { ageInYears: 1 })),
      await fixture.api.health('PATCH', `/target-populations/${id}`, population(centerId, { population: 1 })),
      await fixture.api.health('DELETE', `/target-populations/${id}`),
    ];
    expect(writes.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(await storedPopulations()).toEqual(before);
  });

  it.each([
    ['a year before 2000', { year: 1999 }, 'year', 'El año debe estar entre 2000 y 2100'],
    ['a year after 2100', { year: 2101 }, 'year', 'El año debe estar entre 2000 y 2100'],
    ['a negative age', { ageInYears: -1 }, 'ageInYears', 'La edad debe estar entre 0 y 120 años'],
    ['an age over 120', { ageInYears: 121 }, 'ageInYears', 'La edad debe estar entre 0 y 120 años'],
    ['no people', { population: 0 }, 'population', 'La población debe ser al menos 1'],
    ['a fraction of a person', { population: 2.5 }, 'population', 'Debe ser un número entero'],
    ['no centre', { vaccinationCenterId: null }, 'vaccinationCenterId', 'Debe seleccionar un centro de salud'],
  ])('should refuse %s with 400 and its Spanish message, nothing written', async (_case, change, field, message) => {
    const centerId = await data.center();
    const before = await storedPopulations();

    const response = await fixture.api.admin('POST', '/target-populations', population(centerId, change));

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: message } });
    expect(await storedPopulations()).toEqual(before);
  });

  it('should keep one active row per centre, year and age: 409 on a create, an edit and a restore, nothing written', async () => {
    const [centerId, otherCenter] = [await data.center(), await data.center()];
    const first = idOf(await fixture.api.admin('POST', '/target-populations', population(centerId)));
    const otherAge = idOf(
      await fixture.api.admin('POST', '/target-populations', population(centerId, { ageInYears: 1 })),
    );
    // The same age elsewhere, or another year, is another row.
    idOf(await fixture.api.admin('POST', '/target-populations', population(otherCenter)));
    idOf(await fixture.api.admin('POST', '/target-populations', population(centerId, { year: 2027 })));
    const before = await storedPopulations();
    const refusal = {
      message: duplicatePopulationMessage(2026, 0),
      errors: { ageInYears: duplicatePopulationMessage(2026, 0) },
    };

    const created = await fixture.api.admin('POST', '/target-populations', population(centerId, { population: 5 }));
    const edited = await fixture.api.admin('PATCH', `/target-populations/${otherAge}`, population(centerId));

    expect([created.status, edited.status]).toEqual([409, 409]);
    expect(created.json).toMatchObject(refusal);
    expect(edited.json).toMatchObject(refusal);
    expect(await storedPopulations()).toEqual(before);

    expect((await fixture.api.admin('DELETE', `/target-populations/${first}`)).status).toBe(200);
    const replacement = idOf(
      await fixture.api.admin('POST', '/target-populations', population(centerId, { population: 7 })),
    );
    const deleted = await storedPopulations();
    const restored = await fixture.api.admin('POST', `/target-populations/${first}/restore`);
    expect(restored.status).toBe(409);
    expect(restored.json).toMatchObject({ message: duplicatePopulationMessage(2026, 0) });
    expect(await storedPopulations()).toEqual(deleted);
    expect(deleted.find((row) => row.id === replacement)).toMatchObject({ isActive: 1, population: 7 });
  });
});
