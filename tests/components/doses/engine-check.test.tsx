import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAssessmentData, fetchSchedule } from '../../../src/app/doses/checks/assessment-api';
import { fetchVaccinationCard } from '../../../src/app/doses/checks/card-api';
import { useSessionStore } from '../../../src/app/session/session-store';
import { addDays } from '../../../src/domain/calendar-days';
import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import type { AssessmentData } from '../../../src/domain/cdsi/assessment-data';
import { today } from '../../../src/engine/rules';
import { liveAntigenDocument, mmrVaricellaConflict } from '../../helpers/cdsi-vaccines';
import { descriptionOf } from '../../helpers/dom';
import { fakeToken, inSeconds } from '../app/session-token';
import { vaccineIds } from './dose-rows';
import { cardOfBaby, programmeRows } from './programme-rows';
import { choose, doseForm, fill, renderDoseForm } from './render-dose-form';

vi.mock('../../../src/app/doses/checks/card-api', () => ({ fetchVaccinationCard: vi.fn() }));

/**
 * The dose form's CDSi check (issue 41): the same pure module as the server's, over what the API
 * answers of the patient and the schedule. Here Comirnaty's lots stand for MMR (CVX 03) and
 * Sinovac's for varicella (CVX 21), which a severe allergy contraindicates.
 */
const allergy = { code: '080', title: 'Alergia grave a la vacuna de varicela' };
const liveVirusConflict =
  'La dosis no sería válida para Varicela: se aplicó otra vacuna de virus vivos hace menos de 28 días';
const contraindicated = `La vacuna está contraindicada para Varicela: ${allergy.title}`;

const liveAntigen = (name: string, cvx: string, contraindicationCodes: string[] = []) => ({
  name,
  ...liveAntigenDocument({ name, cvx, contraindicationCodes }),
});

const schedule: CdsiSchedule = {
  antigens: [liveAntigen('Sarampión', '03'), liveAntigen('Varicela', '21', [allergy.code])],
  vaccineGroups: ['Sarampión', 'Varicela'].map((name) => ({ name, antigens: [name], isAdministeredWhole: false })),
  vaccines: [
    { cvx: '03', name: 'SRP', antigens: [{ antigen: 'Sarampión', beginAge: null, endAge: null }] },
    { cvx: '21', name: 'Varicela', antigens: [{ antigen: 'Varicela', beginAge: null, endAge: null }] },
  ],
  liveVirusConflicts: [mmrVaricellaConflict],
  observations: [{ code: allergy.code, title: allergy.title }],
};

/** José Pérez at 400 days of age, with an MMR dose 25 days ago, or a severe allergy to varicella. */
const patientData = (kind: 'mmr' | 'allergy'): AssessmentData => ({
  dateOfBirth: addDays(today(), -400),
  doses:
    kind === 'mmr'
      ? [{ id: 1, vaccineId: vaccineIds.Comirnaty ?? 1, date: addDays(today(), -25), batchExpiryDate: null }]
      : [],
  observations:
    kind === 'allergy' ? [{ code: allergy.code, observationDate: addDays(today(), -30), endDate: null }] : [],
  scheduleVersion: 'v1',
});

const signInAs = (role: 'admin' | 'health') =>
  useSessionStore.getState().signIn({ token: fakeToken({ sub: '2', role, exp: inSeconds(3600) }), role });

/** Step 2 for José Pérez and Sinovac (varicella here), its lot preselected. */
const openForVaricella = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  await choose(user, 'Paciente', 'pér', 'José Pérez 45871236');
  await choose(user, 'Vacuna', 'sino', 'Sinovac');
  await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
  await waitFor(() => expect((form.getByRole('combobox', { name: 'Lote' }) as HTMLInputElement).value).not.toBe(''));
  return form;
};

const registerDose = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

beforeEach(() => {
  vi.mocked(fetchVaccinationCard).mockImplementation(async ({ patientId }) => cardOfBaby({ patientId, ageDays: 400 }));
  vi.mocked(fetchSchedule).mockResolvedValue({
    version: 'v1',
    schedule,
    productKeys: new Map([
      [vaccineIds.Comirnaty ?? 1, '03'],
      [vaccineIds.Sinovac ?? 2, '21'],
    ]),
  });
});
afterEach(() => {
  vi.mocked(fetchVaccinationCard).mockReset();
  vi.mocked(fetchAssessmentData).mockReset();
  vi.mocked(fetchSchedule).mockReset();
  useSessionStore.getState().signOut('logout');
});

describe('DoseFormPage checked by the CDSi engine', () => {
  it('should refuse a varicella dose 25 days after MMR before sending, saying why, with no override for health', async () => {
    vi.mocked(fetchAssessmentData).mockResolvedValue(patientData('mmr'));
    signInAs('health');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    const form = await openForVaricella(user);
    // Said before sending, beside the patient's history.
    expect(await form.findByText(liveVirusConflict, { selector: 'li' })).toBeTruthy();
    expect(form.getByText('Fuera del esquema')).toBeTruthy();

    await registerDose(user);

    const number = form.getByLabelText('Número de dosis');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(descriptionOf(number)).toContain(liveVirusConflict);
    expect(provider.create).not.toHaveBeenCalled();
    expect(form.queryByRole('button', { name: 'Registrar de todas formas' })).toBeNull();
  });

  it('should warn of a contraindicated dose before sending and let an admin register it with a reason', async () => {
    vi.mocked(fetchAssessmentData).mockResolvedValue(patientData('allergy'));
    signInAs('admin');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'admin' });
    const form = await openForVaricella(user);
    expect(await form.findByText(contraindicated, { selector: 'li' })).toBeTruthy();
    expect(form.getByText('Vacuna contraindicada')).toBeTruthy();

    await registerDose(user);
    const override = await form.findByRole('region', { name: 'Registrar fuera del esquema' });
    expect(override.textContent).toContain(contraindicated);
    expect(provider.create).not.toHaveBeenCalled();
    await fill(user, within(override).getByLabelText('Motivo'), 'Valorado por alergología');
    await user.click(within(override).getByRole('button', { name: 'Registrar de todas formas' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({ overrideReason: 'Valorado por alergología' });
  });

  it('should let a dose through that the engine allows', async () => {
    vi.mocked(fetchAssessmentData).mockResolvedValue({ ...patientData('mmr'), doses: [] });
    signInAs('health');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    await openForVaricella(user);

    await registerDose(user);

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
  });
});
