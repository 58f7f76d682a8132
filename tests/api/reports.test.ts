import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { vialFor } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type ReportItem = Record<string, unknown> & { vaccineBatch: Record<string, unknown> & { vaccine: object } };

/** A dose for a new patient each time: a patient holds one active dose of each number of a vaccine. */
const registerDose = async (vaccinationCenterId: number) => {
  await vialFor(fixture.api, fixture.ids.batchId, vaccinationCenterId);
  return idOf(
    await fixture.api.health(
      'POST',
      '/applied-doses',
      payloads.dose({
        patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
        vaccineBatchId: fixture.ids.batchId,
        vaccinationCenterId,
        applyingUserId: fixture.api.userIds.admin,
      }),
    ),
  );
};

const reportOf = async (centerId: number) => {
  const response = await fixture.api.health('GET', `/reports/doses-applied?centerId=${centerId}`);
  expect(response.status).toBe(200);
  return { text: response.text, items: (response.json as { items: ReportItem[] }).items };
};

describe('GET /reports/doses-applied', () => {
  it('should give a health user only what the chart needs: the date and the vaccine name', async () => {
    await registerDose(fixture.ids.centerId);
    const { text, items } = await reportOf(fixture.ids.centerId);

    expect(items.length).toBe(1);
    const [item] = items;
    if (!item) throw new Error('the report has one item');
    expect(Object.keys(item).sort()).toEqual(['applicationDateTime', 'vaccineBatch']);
    expect(Object.keys(item.vaccineBatch)).toEqual(['vaccine']);
    expect(item.vaccineBatch.vaccine).toEqual({ vaccineName: 'Comirnaty' });
    expect(typeof item.applicationDateTime).toBe('string');

    const patient = payloads.adult();
    for (const secret of [patient.firstName, patient.lastname, 'admin@gmail.com', 'salud@gmail.com', 'Hugo', 'Ana']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/identityDocument|patient|User|email/);
  });

  it("should count only the chosen centre's active doses", async () => {
    const otherCenterId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName: 'Centro de Salud Sur',
      }),
    );
    await registerDose(otherCenterId);
    const cancelled = await registerDose(otherCenterId);
    await registerDose(otherCenterId);
    await fixture.api.admin('PATCH', `/applied-doses/cancel/${cancelled}`);

    expect((await reportOf(otherCenterId)).items.length).toBe(2);
    expect((await reportOf(fixture.ids.centerId)).items.length).toBe(1);
  });
});
