import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { cvxSystem } from '../../src/domain/cdsi/product-key';
import { antigenDocumentFromRules } from '../../src/domain/cdsi/series-from-rules';
import { appliedDoses } from '../../src/entities/applied-doses';
import { setUpApiFixture } from '../helpers/api-fixture';
import { serverToday } from '../helpers/programme-data';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

/** One live vaccine's group and antigen, from 12 months of age, and the vaccine itself by CVX code. */
const liveVaccine = async ({ name, cvx }: { name: string; cvx: string }) => {
  const groupId = idOf(await fixture.api.admin('POST', '/vaccine-groups', { groupName: name }));
  const rules = [
    {
      doseNumber: 1,
      minimumAgeDays: 365,
      recommendedAgeDays: 365,
      overdueAgeDays: 395,
      maximumAgeDays: null,
      minimumIntervalDays: 0,
    },
  ];
  const definition = JSON.stringify(
    antigenDocumentFromRules({ antigen: name, vaccineGroup: name, productKeys: [cvx], rules }),
  );
  expect(
    (await fixture.api.admin('POST', '/antigens', { antigenName: name, vaccineGroupId: groupId, definition })).status,
  ).toBe(201);
  const vaccineId = idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `Vacuna ${name}`,
      codeSystem: cvxSystem,
      code: cvx,
      antigens: name,
    }),
  );
  return { vaccineId, batchId: await createBatch(fixture.api, vaccineId, 10) };
};

describe('POST /applied-doses evaluated by the CDSi engine', () => {
  it('should refuse a varicella dose 25 days after the MMR with the reason in Spanish, unless an admin gives one', async () => {
    const mmr = await liveVaccine({ name: 'Sarampión', cvx: '03' });
    const varicella = await liveVaccine({ name: 'Varicela', cvx: '21' });
    expect(
      (
        await fixture.api.admin('POST', '/live-virus-conflicts', {
          previousCvx: '03',
          currentCvx: '21',
          // CDC's window (supporting data v4.10): no grace between MMR and varicella.
          beginInterval: '1 day',
          minimumEndInterval: '28 days',
          endInterval: '28 days',
        })
      ).status,
    ).toBe(201);
    const patientId = idOf(
      await fixture.api.admin('POST', '/patients', { ...payloads.adult(), dateOfBirth: addDays(serverToday(), -800) }),
    );
    const historical = await fixture.api.health('POST', '/applied-doses', {
      doseNumber: 1,
      patientId,
      vaccinationCenterId: fixture.ids.centerId,
      applyingUserId: fixture.api.userIds.health,
      isHistorical: true,
      vaccineId: mmr.vaccineId,
      applicationDate: addDays(serverToday(), -25),
    });
    expect(historical.status, historical.text).toBe(201);
    const body = {
      ...payloads.dose({
        patientId,
        vaccineBatchId: varicella.batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber: 1,
    };
    const before = await fixture.api.rowsOf(appliedDoses);

    const refused = await fixture.api.health('POST', '/applied-doses', body);

    const message =
      'La dosis no sería válida para Varicela: se aplicó otra vacuna de virus vivos hace menos de 28 días';
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message, errors: { overrideReason: message } });
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);

    const forced = await fixture.api.admin('POST', '/applied-doses', { ...body, overrideReason: 'Brote de varicela' });
    expect(forced.status, forced.text).toBe(201);
    expect(forced.json).toMatchObject({ overrideReason: 'Brote de varicela' });
    const forecast = await fixture.api.health('GET', `/patients/${patientId}/forecast`);
    expect((forecast.json as { evaluations: unknown[] }).evaluations).toContainEqual(
      expect.objectContaining({ vaccineId: varicella.vaccineId, status: 'not-valid', reason: 'Live Virus Conflict' }),
    );
  });
});
