import { beforeAll, describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { auditTrailOf, storedEntries } from '../helpers/audit-trail';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Body = { message: string; errors?: Record<string, string> };
type Role = 'admin' | 'health';

const dayMs = 86_400_000;
/** A day counted from today, as the server dates a dose given now (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);

/**
 * Pentavalente: dose 1 from 6 weeks (42 days), dose 2 from 70 days and 28 days after dose 1.
 * Rotavirus: dose 1 from 6 weeks until 15 weeks of age (105 days). Otra: a vaccine without rules.
 */
const vaccines = {
  pentavalent: { id: 0, batchId: 0 },
  rotavirus: { id: 0, batchId: 0 },
  unruled: { id: 0, batchId: 0 },
};

const createVaccine = async (vaccineName: string, requiredDoses: number) => {
  const id = idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName,
      requiredDoses,
      doseIntervalDays: 28,
    }),
  );
  return { id, batchId: await createBatch(fixture.api, id, 20) };
};

const createRule = async (rule: Record<string, number | null>) => {
  const response = await fixture.api.admin('POST', '/schedule-rules', rule);
  if (response.status !== 201) throw new Error(`Expected 201, got ${response.status}: ${response.text}`);
};

beforeAll(async () => {
  vaccines.pentavalent = await createVaccine('Pentavalente', 3);
  vaccines.rotavirus = await createVaccine('Rotavirus', 2);
  vaccines.unruled = await createVaccine('Otra vacuna', 2);
  const ages = { recommendedAgeDays: 60, overdueAgeDays: 90 };
  await createRule({
    vaccineId: vaccines.pentavalent.id,
    doseNumber: 1,
    minimumAgeDays: 42,
    ...ages,
    maximumAgeDays: null,
    minimumIntervalDays: 0,
  });
  await createRule({
    vaccineId: vaccines.pentavalent.id,
    doseNumber: 2,
    minimumAgeDays: 70,
    recommendedAgeDays: 120,
    overdueAgeDays: 150,
    maximumAgeDays: null,
    minimumIntervalDays: 28,
  });
  await createRule({
    vaccineId: vaccines.rotavirus.id,
    doseNumber: 1,
    minimumAgeDays: 42,
    ...ages,
    maximumAgeDays: 105,
    minimumIntervalDays: 0,
  });
});

/** A child born `ageDays` days ago. */
const childAged = async (ageDays: number) =>
  idOf(await fixture.api.admin('POST', '/patients', { ...payloads.adult(), age: '0', dateOfBirth: day(-ageDays) }));

type Dose = { patientId: number; vaccine: { batchId: number }; doseNumber?: number; overrideReason?: string };

/** A dose given now from the vaccine's batch. */
const doseBody = ({ patientId, vaccine, doseNumber = 1, overrideReason }: Dose) => ({
  ...payloads.dose({
    patientId,
    vaccineBatchId: vaccine.batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  }),
  doseNumber,
  ...(overrideReason === undefined ? {} : { overrideReason }),
});

const register = (dose: Dose, role: Role = 'health') => fixture.api[role]('POST', '/applied-doses', doseBody(dose));

/** A dose copied from a paper card, given on `date`. */
const registerHistorical = (dose: { patientId: number; vaccineId: number; doseNumber: number; date: string }) =>
  fixture.api.health('POST', '/applied-doses', {
    doseNumber: dose.doseNumber,
    patientId: dose.patientId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
    isHistorical: true,
    vaccineId: dose.vaccineId,
    applicationDate: dose.date,
  });

/** What a refused write must leave as it was: the doses, the batches' vials and the audit trail. */
const snapshot = async () => ({
  doses: await fixture.api.rowsOf(appliedDoses),
  batches: await fixture.api.rowsOf(vaccineBatches),
  audit: await storedEntries(fixture.api),
});

const tooYoung = 'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)';

describe('a dose checked against its vaccine’s schedule rules on registration', () => {
  it('should refuse a dose before the minimum age with 409 and its reason, writing nothing', async () => {
    const patientId = await childAged(30);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: tooYoung, errors: { overrideReason: tooYoung } });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [38, 'accept', 'four days before the minimum age (the grace period)'],
    [37, 'refuse', 'five days before the minimum age'],
  ])('should, for a child aged %i days, %s a dose %s', async (ageDays, outcome) => {
    const patientId = await childAged(ageDays);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent });

    if (outcome === 'accept') {
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ patientId, doseNumber: 1, overrideReason: null });
    } else {
      expect(response.status).toBe(409);
      expect((response.json as Body).message).toBe(tooYoung);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('should refuse a dose too soon after the previous one with 409, writing nothing', async () => {
    const patientId = await childAged(100);
    const first = await registerHistorical({
      patientId,
      vaccineId: vaccines.pentavalent.id,
      doseNumber: 1,
      date: day(-20),
    });
    expect(first.status).toBe(201);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent, doseNumber: 2 });

    const [year, month, date] = day(8).split('-');
    const tooSoon = `La dosis 2 de Pentavalente requiere 28 días desde la dosis anterior (no antes del ${date}/${month}/${year})`;
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: tooSoon, errors: { overrideReason: tooSoon } });
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a dose after the maximum age with 409, writing nothing', async () => {
    const patientId = await childAged(200);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.rotavirus });

    const tooOld = 'El paciente superó la edad máxima para la dosis 1 de Rotavirus (15 semanas)';
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: tooOld, errors: { overrideReason: tooOld } });
    expect(await snapshot()).toEqual(before);
  });

  it('should keep a historical dose its rules refuse, evaluated not valid on its own date', async () => {
    const patientId = await childAged(200);

    const response = await registerHistorical({
      patientId,
      vaccineId: vaccines.pentavalent.id,
      doseNumber: 1,
      date: day(-190),
    });

    expect(response.status).toBe(201);
    const forecast = await fixture.api.health('GET', `/patients/${patientId}/forecast`);
    expect((forecast.json as { evaluations: unknown[] }).evaluations).toContainEqual(
      expect.objectContaining({ applicationDate: day(-190), status: 'not-valid', reason: 'Age: Too Young' }),
    );
    const timely = await registerHistorical({
      patientId,
      vaccineId: vaccines.pentavalent.id,
      doseNumber: 1,
      date: day(-140),
    });
    expect(timely.status).toBe(201);
  });

  it('should keep today’s behaviour for a vaccine without rules: a newborn may get it', async () => {
    const patientId = await childAged(1);

    const response = await register({ patientId, vaccine: vaccines.unruled });

    expect(response.status).toBe(201);
  });
});

describe('an admin’s override of the schedule', () => {
  const reason = 'Brote en la comunidad, indicación del médico';

  it('should register a refused dose with the admin’s reason, stored and in the audit trail', async () => {
    const patientId = await childAged(30);

    const response = await register({ patientId, vaccine: vaccines.pentavalent, overrideReason: reason }, 'admin');

    expect(response.status).toBe(201);
    const id = (response.json as { id: number }).id;
    expect(response.json).toMatchObject({ id, overrideReason: reason, isHistorical: false });
    const [stored] = (await fixture.api.rowsOf(appliedDoses)).filter((row) => row.id === id);
    expect(stored).toMatchObject({ overrideReason: reason });
    const [entry] = await auditTrailOf(fixture.api, 'applied-doses', id);
    expect(entry).toMatchObject({ action: 'create', after: expect.objectContaining({ overrideReason: reason }) });
  });

  it('should keep no reason on a dose that needed no override', async () => {
    const patientId = await childAged(60);

    const response = await register({ patientId, vaccine: vaccines.pentavalent, overrideReason: reason }, 'admin');

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ overrideReason: null });
  });

  it('should refuse a reason shorter than 10 characters with 400, writing nothing', async () => {
    const patientId = await childAged(30);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent, overrideReason: 'Urgente' }, 'admin');

    expect(response.status).toBe(400);
    expect((response.json as Body).errors).toEqual({ overrideReason: 'El motivo debe tener al menos 10 caracteres' });
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse an admin’s refused dose without a reason like anyone’s', async () => {
    const patientId = await childAged(30);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent }, 'admin');

    expect(response.status).toBe(409);
    expect((response.json as Body).message).toBe(tooYoung);
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a health user’s override with 403, writing nothing', async () => {
    const patientId = await childAged(30);
    const before = await snapshot();

    const response = await register({ patientId, vaccine: vaccines.pentavalent, overrideReason: reason }, 'health');

    const onlyAdmin = 'Solo un administrador puede registrar una dosis fuera del esquema';
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: onlyAdmin, errors: { overrideReason: onlyAdmin } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a dose checked again when an edit moves it in time', () => {
  it('should refuse with 409 moving a dose to a patient too young for it, changing nothing', async () => {
    const [older, younger] = [await childAged(60), await childAged(20)];
    const id = idOf(await register({ patientId: older, vaccine: vaccines.pentavalent }));
    const before = await snapshot();

    const response = await fixture.api.admin('PATCH', `/applied-doses/${id}`, {
      ...doseBody({ patientId: younger, vaccine: vaccines.pentavalent }),
    });

    expect(response.status).toBe(409);
    expect((response.json as Body).message).toBe(tooYoung);
    expect(await snapshot()).toEqual(before);
  });

  it('should keep an overridden dose’s reason through an edit that does not move it', async () => {
    const patientId = await childAged(30);
    const reason = 'Brote en la comunidad, indicación del médico';
    const id = idOf(await register({ patientId, vaccine: vaccines.pentavalent, overrideReason: reason }, 'admin'));

    const response = await fixture.api.admin('PATCH', `/applied-doses/${id}`, {
      ...doseBody({ patientId, vaccine: vaccines.pentavalent }),
      observations: 'Sin fiebre al día siguiente',
    });

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ observations: 'Sin fiebre al día siguiente', overrideReason: reason });
  });
});
