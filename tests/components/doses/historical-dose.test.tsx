import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchVaccinationCard } from '../../../src/app/doses/checks/card-api';
import { useSessionStore } from '../../../src/app/session/session-store';
import { addDays } from '../../../src/domain/calendar-days';
import { formatDate } from '../../../src/engine/cell-format';
import { today } from '../../../src/engine/rules';
import { descriptionOf } from '../../helpers/dom';
import { fakeToken, inSeconds } from '../app/session-token';
import { cardOfBaby, pentavalente, programmeRows, timingMessage } from './programme-rows';
import { currentStep, doseForm, fill, renderDoseForm } from './render-dose-form';

vi.mock('../../../src/app/doses/checks/card-api', () => ({ fetchVaccinationCard: vi.fn() }));

/** José Pérez, by the mocked card, was born two years ago. */
const ageDays = 730;
const birthDate = addDays(today(), -ageDays);

const signInAs = (role: 'admin' | 'health') =>
  useSessionStore.getState().signIn({ token: fakeToken({ sub: '2', role, exp: inSeconds(3600) }), role });

/** Step 2 for José Pérez, in the mode 'Registrar dosis anterior'. */
const openHistorical = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  await fill(user, form.getByRole('combobox', { name: 'Paciente' }), 'pér');
  await user.click(await screen.findByRole('option', { name: 'José Pérez 45871236' }));
  await user.click(form.getByRole('switch', { name: 'Registrar dosis anterior' }));
  return form;
};

const vaccineOptions = async (form: ReturnType<typeof within>) => {
  const select = form.getByLabelText('Vacuna') as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return [...select.options].map((option) => option.textContent);
};

beforeEach(() =>
  vi.mocked(fetchVaccinationCard).mockImplementation(async ({ patientId }) => cardOfBaby({ patientId, ageDays })),
);
afterEach(() => {
  vi.mocked(fetchVaccinationCard).mockReset();
  useSessionStore.getState().signOut('logout');
});

describe("DoseFormPage 'Registrar dosis anterior'", () => {
  it('should register a dose from a paper card with its vaccine and date, no lot, and start over', async () => {
    signInAs('health');
    const { user, provider, notify } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    const form = await openHistorical(user);

    // No lot, no vaccine search of the lots: a select of the vaccines, and the day it was given.
    expect(form.queryByRole('combobox', { name: 'Lote' })).toBeNull();
    expect(form.getByLabelText('Vacuna').tagName).toBe('SELECT');
    expect(form.queryByRole('switch', { name: 'Dosis anterior (aplicada en otro lugar)' })).toBeNull();
    expect(descriptionOf(form.getByRole('switch', { name: 'Registrar dosis anterior' }))).toContain('carnet en papel');
    // The health role reads no vaccines: those of the schedule and of the batches.
    expect(await vaccineOptions(form)).toEqual(['Seleccione...', 'Comirnaty', 'Pentavalente', 'Sinovac']);
    await user.selectOptions(form.getByLabelText('Vacuna'), 'Pentavalente');
    const applied = addDays(birthDate, 70);
    await fill(user, form.getByLabelText('Fecha de aplicación'), formatDate(applied));
    await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
    await fill(user, form.getByLabelText('Observaciones'), 'Copiada del carnet');
    await form.findByText(`Sin dosis previas de ${pentavalente.vaccineName}.`, { exact: false });

    await user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    expect(provider.create.mock.calls[0]?.[1]).toEqual({
      patientId: 3,
      vaccineBatchId: undefined,
      doseNumber: 1,
      vaccinationCenterId: 2,
      applyingUserId: 2,
      observations: 'Copiada del carnet',
      isHistorical: true,
      vaccineId: pentavalente.id,
      applicationDate: applied,
      overrideReason: '',
    });
    expect(currentStep()).toContain('Registro de Paciente');
  });

  it('should offer the admin every vaccine, and ask for the vaccine and the date', async () => {
    signInAs('admin');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'admin' });
    const form = await openHistorical(user);
    expect(await vaccineOptions(form)).toEqual([
      'Seleccione...',
      'Comirnaty',
      'Fiebre amarilla',
      'Pentavalente',
      'Sinovac',
    ]);

    await user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

    expect(await form.findByText('Debe seleccionar una vacuna')).toBeTruthy();
    expect(await form.findByText('La fecha de aplicación es requerida')).toBeTruthy();
    expect(form.queryByText('Debe seleccionar un lote')).toBeNull();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("should refuse a past dose the schedule's ages refuse on its date", async () => {
    vi.mocked(fetchVaccinationCard).mockImplementation(async ({ patientId }) => cardOfBaby({ patientId, ageDays: 60 }));
    signInAs('health');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    const form = await openHistorical(user);
    await vaccineOptions(form);
    await user.selectOptions(form.getByLabelText('Vacuna'), 'Pentavalente');
    await fill(user, form.getByLabelText('Fecha de aplicación'), formatDate(addDays(today(), -50)));
    await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');

    await user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

    const date = form.getByLabelText('Fecha de aplicación');
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(descriptionOf(date)).toContain(timingMessage);
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should go back to a dose given here, with its lot, when the mode is turned off', async () => {
    signInAs('health');
    const { user } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    const form = await openHistorical(user);

    await user.click(form.getByRole('switch', { name: 'Registrar dosis anterior' }));

    expect(form.getByRole('combobox', { name: 'Lote' })).toBeTruthy();
    expect(form.queryByLabelText('Fecha de aplicación')).toBeNull();
  });
});
