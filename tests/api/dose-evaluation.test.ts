import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { appliedDoses } from '../../src/entities/applied-doses';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createLiveVaccine, mmrVaricellaConflict } from '../helpers/cdsi-vaccines';
import { serverToday } from '../helpers/programme-data';
import { createAs, createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

/** A live vaccine of its own group and antigen, from 12 months of age, with a lot at the fixture's centre. */
const liveVaccine = async ({ name, cvx }: { name: string; cvx: string }) => {
  const vaccine = payloads.vaccine(fixture.ids.manufacturerId);
  const { vaccineId } = await createLiveVaccine(createAs(fixture.api), { name, cvx, vaccine });
  return { vaccineId, batchId: await createBatch(fixture.api, vaccineId, 10) };
};

describe('POST /applied-doses evaluated by the CDSi engine', () => {
  it('should refuse a varicella dose 25 days after the MMR with the reason in Spanish, unless an admin gives one', async () => {
    const mmr = await liveVaccine({ name: 'Sarampión', cvx: '03' });
    const varicella = await liveVaccine({ name: 'Varicela', cvx: '21' });
    expect((await fixture.api.admin('POST', '/live-virus-conflicts', mmrVaricellaConflict)).status).toBe(201);
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
