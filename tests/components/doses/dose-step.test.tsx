import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../src/app/session/session-store';
import { formatDate } from '../../../src/engine/cell-format';
import { ApiError } from '../../../src/engine/data-provider';
import { today } from '../../../src/engine/rules';
import { fakeToken, inSeconds } from '../app/session-token';
import { expiryOfOpenBatch } from './dose-rows';
import { choose, currentStep, doseForm, patientForm, renderDoseForm } from './render-dose-form';

// The patients have no dose yet: the form checks the dose against an empty history.
vi.mock('../../../src/app/doses/checks/card-api', async () => {
  const { emptyCardOf } = await import('./empty-card');
  return { fetchVaccinationCard: vi.fn(async (query: { patientId: number }) => emptyCardOf(query)) };
});

const openDoseStep = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  return form;
};

const fillDose = async (user: UserEvent, form: ReturnType<typeof within>) => {
  await choose(user, 'Paciente', 'pér', 'José Pérez 45871236');
  await choose(user, 'Lote', 'sino', `SV-2026-001 · Sinovac · vence ${formatDate(expiryOfOpenBatch)} · 1 vial`);
  await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
  await choose(user, 'Profesional de salud', 'carlos', 'Carlos Peña');
};

const registerDose = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

const signInAs = (userId: number) =>
  useSessionStore
    .getState()
    .signIn({ token: fakeToken({ sub: String(userId), role: 'health', exp: inSeconds(3600) }), role: 'health' });

afterEach(() => useSessionStore.getState().signOut('logout'));

describe('DoseFormPage dose step', () => {
  it('should preselect the signed-in professional by name, who can still be changed, listing no users', async () => {
    signInAs(2);
    const { user, provider } = renderDoseForm();
    const form = await openDoseStep(user);
    const professional = form.getByRole('combobox', { name: 'Profesional de salud' }) as HTMLInputElement;

    await waitFor(() => expect(professional.value).toBe('Carlos Peña'));
    await user.clear(professional);
    await choose(user, 'Profesional de salud', 'gomez', 'Laura Gómez');
    expect(professional.value).toBe('Laura Gómez');
    expect(provider.getOne).toHaveBeenCalledWith(expect.objectContaining({ name: 'users' }), 2, expect.anything());
    const userLists = provider.getList.mock.calls.filter(([entity]) => entity.name === 'users');
    expect(userLists.map(([, params]) => params?.q)).toEqual(['gomez']);
  });

  it("should show the 'Debe seleccionar ...' message of each empty choice", async () => {
    const { user, provider } = renderDoseForm();
    const form = await openDoseStep(user);

    await registerDose(user);

    for (const message of [
      'Debe seleccionar un paciente',
      'Debe seleccionar un lote',
      'Debe seleccionar un centro de salud',
      'Debe seleccionar un profesional de salud',
    ]) {
      expect(await form.findByText(message)).toBeTruthy();
    }
    expect((form.getByLabelText('Número de dosis') as HTMLInputElement).value).toBe('1');
    expect((form.getByLabelText('Profesional de salud') as HTMLSelectElement).value).toBe('');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should offer only open, unexpired batches with vials left, labelled with vaccine, expiry and vials', async () => {
    const { user, provider } = renderDoseForm();
    await openDoseStep(user);
    const batch = screen.getByRole('combobox', { name: 'Lote' });

    await user.type(batch, 'co');
    expect(screen.getAllByText('Escriba al menos 3 caracteres').length).toBeGreaterThan(0);
    await user.type(batch, 'm');

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `PF-2026-001 · Comirnaty · vence ${formatDate(expiryOfOpenBatch)} · 118 viales`,
    ]);
    const batchRequests = provider.getList.mock.calls.filter(([entity]) => entity.name === 'vaccine-batches');
    expect(batchRequests.map(([, params]) => params)).toEqual([
      expect.objectContaining({
        q: 'com',
        filter: { status: 1, expirationDate: { gte: today() }, availableQuantity: { gt: 0 } },
        pageSize: 50,
        sort: 'expirationDate',
        order: 'asc',
      }),
    ]);
    await user.clear(batch);
    await user.type(batch, 'xyz');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it('should count the observations characters and refuse more than 1000', async () => {
    const { user } = renderDoseForm();
    const form = await openDoseStep(user);
    const observations = form.getByLabelText('Observaciones');

    await user.click(observations);
    await user.paste('a'.repeat(1001));
    await registerDose(user);

    expect(form.getByText('1001 / 1000 caracteres')).toBeTruthy();
    expect(await form.findByText('Las observaciones no pueden superar 1000 caracteres')).toBeTruthy();
  });

  it('should register the dose and start over at step 1, focus in its first field', async () => {
    const { user, provider, notify } = renderDoseForm();
    const form = await openDoseStep(user);
    await fillDose(user, form);

    await registerDose(user);

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    // A dose given here: no vaccine, day nor override reason of its own (the server takes the lot's and today).
    expect(provider.create.mock.calls[0]?.[1]).toEqual({
      patientId: 3,
      vaccineBatchId: 5,
      doseNumber: 1,
      vaccinationCenterId: 2,
      applyingUserId: 2,
      observations: '',
      isHistorical: false,
      vaccineId: undefined,
      applicationDate: '',
      overrideReason: '',
    });
    expect(currentStep()).toContain('Registro de Paciente');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(patientForm()).getByRole('switch', { name: 'Menor sin documento de identidad' }),
      ),
    );
  });

  it("should show the server's refusal, such as a batch that just ran out", async () => {
    const { user, provider, notify } = renderDoseForm();
    const form = await openDoseStep(user);
    await fillDose(user, form);
    provider.create.mockRejectedValueOnce(
      new ApiError({ status: 409, message: 'El lote SV-2026-001 no tiene viales disponibles' }),
    );

    await registerDose(user);

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Algo salió mal al registrar la dosis: El lote SV-2026-001 no tiene viales disponibles',
      ),
    );
    expect(currentStep()).toContain('Registro de Dosis');
  });

  it('should fall back to a generic message when the server says nothing', async () => {
    const { user, provider, notify } = renderDoseForm();
    const form = await openDoseStep(user);
    await fillDose(user, form);
    provider.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await registerDose(user);

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error inesperado al registrarse'));
  });
});
