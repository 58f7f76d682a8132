import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchVaccinationCard } from '../../../src/app/doses/checks/card-api';
import { useSessionStore } from '../../../src/app/session/session-store';
import { addDays } from '../../../src/domain/calendar-days';
import { formatDate } from '../../../src/engine/cell-format';
import { ApiError } from '../../../src/engine/data-provider';
import { today } from '../../../src/engine/rules';
import { descriptionOf } from '../../helpers/dom';
import { fakeToken, inSeconds } from '../app/session-token';
import { cardOfBaby, programmeRows, timingMessage } from './programme-rows';
import { choose, doseForm, fill, renderDoseForm } from './render-dose-form';

vi.mock('../../../src/app/doses/checks/card-api', () => ({ fetchVaccinationCard: vi.fn() }));

const signInAs = (role: 'admin' | 'health') =>
  useSessionStore.getState().signIn({ token: fakeToken({ sub: '2', role, exp: inSeconds(3600) }), role });

/** Step 2 for José Pérez (a newborn, by the mocked card) and a vaccine chosen by name, its lot preselected. */
const openFor = async (user: UserEvent, vaccine: { query: string; name: string }) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  await choose(user, 'Paciente', 'pér', 'José Pérez 45871236');
  await choose(user, 'Vacuna', vaccine.query, vaccine.name);
  await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
  await waitFor(() => expect((form.getByRole('combobox', { name: 'Lote' }) as HTMLInputElement).value).not.toBe(''));
  await waitFor(() =>
    expect((form.getByRole('combobox', { name: 'Profesional de salud' }) as HTMLInputElement).value).toBe(
      'Carlos Peña',
    ),
  );
  return form;
};
const pentavalente = { query: 'pent', name: 'Pentavalente' };
const sinovac = { query: 'sino', name: 'Sinovac' };

const registerDose = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

beforeEach(() =>
  vi.mocked(fetchVaccinationCard).mockImplementation(async ({ patientId }) => cardOfBaby({ patientId, ageDays: 10 })),
);
afterEach(() => {
  vi.mocked(fetchVaccinationCard).mockReset();
  useSessionStore.getState().signOut('logout');
});

describe('DoseFormPage against the schedule', () => {
  it('should refuse a dose too young for its rule on the number field, sending nothing and offering the health role no override', async () => {
    signInAs('health');
    const { user, provider } = renderDoseForm({ rows: programmeRows(), role: 'health' });
    const form = await openFor(user, pentavalente);
    // Said before sending, beside the patient's history.
    expect(await form.findByText(timingMessage, { selector: 'li' })).toBeTruthy();
    expect(form.getByText('Fuera del esquema')).toBeTruthy();
    // The next dose by the schedule: at 2 months of age.
    const dueDate = formatDate(addDays(today(), 60 - 10));
    expect(
      form.getByText(`Sin dosis previas de Pentavalente. Siguiente dosis: 1, prevista el ${dueDate} (Aún no).`),
    ).toBeTruthy();

    await registerDose(user);

    const number = form.getByLabelText('Número de dosis');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(number)).toContain(timingMessage);
    expect(provider.create).not.toHaveBeenCalled();
    expect(form.queryByLabelText('Motivo')).toBeNull();
    expect(form.queryByRole('button', { name: 'Registrar de todas formas' })).toBeNull();
    expect(
      provider.getList.mock.calls.filter(([entity]) => entity.name === 'schedule-rules').map(([, params]) => params),
    ).toContainEqual(expect.objectContaining({ filter: { vaccineId: 3 } }));
  });

  it("should let an admin register it anyway with a 'Motivo' of 10 characters or more", async () => {
    signInAs('admin');
    const { user, provider, notify } = renderDoseForm({ rows: programmeRows(), role: 'admin' });
    const form = await openFor(user, pentavalente);
    expect(form.queryByLabelText('Motivo')).toBeNull();

    await registerDose(user);
    const override = await form.findByRole('region', { name: 'Registrar fuera del esquema' });
    expect(override.textContent).toContain(timingMessage);
    const reason = within(override).getByLabelText('Motivo');
    expect(reason.getAttribute('aria-required')).toBe('true');

    await user.click(within(override).getByRole('button', { name: 'Registrar de todas formas' }));
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(descriptionOf(reason)).toContain('El motivo debe tener al menos 10 caracteres');
    expect(provider.create).not.toHaveBeenCalled();

    await fill(user, reason, 'Viaja al extranjero mañana');
    // A reason long enough drops the message at once.
    expect(descriptionOf(reason)).not.toContain('El motivo debe tener al menos 10 caracteres');
    await user.click(within(override).getByRole('button', { name: 'Registrar de todas formas' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({
      patientId: 3,
      vaccineBatchId: 7,
      doseNumber: 1,
      isHistorical: false,
      overrideReason: 'Viaja al extranjero mañana',
    });
  });

  it.each([
    { role: 'admin', offersOverride: true },
    { role: 'health', offersOverride: false },
  ] as const)(
    "should show the server's schedule refusal on the number field ($role)",
    async ({ role, offersOverride }) => {
      signInAs(role);
      const { user, provider, notify } = renderDoseForm({ rows: programmeRows(), role });
      // Sinovac has no rule here: the form lets it through, the server (whose rules changed) refuses it.
      const form = await openFor(user, sinovac);
      const message = 'El paciente aún no tiene la edad mínima para la dosis 1 de Sinovac (2 meses)';
      provider.create.mockRejectedValueOnce(
        new ApiError({ status: 409, message, fieldErrors: { overrideReason: message } }),
      );

      await registerDose(user);

      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(`Algo salió mal al registrar la dosis: ${message}`),
      );
      const number = form.getByLabelText('Número de dosis');
      await waitFor(() => expect(descriptionOf(number)).toContain(message));
      expect(form.queryAllByRole('region', { name: 'Registrar fuera del esquema' })).toHaveLength(
        offersOverride ? 1 : 0,
      );
      if (!offersOverride) return;
      const reason = form.getByLabelText('Motivo');
      expect(reason.getAttribute('aria-invalid')).toBe('false');
      await fill(user, reason, 'Indicación del pediatra');
      await user.click(form.getByRole('button', { name: 'Registrar de todas formas' }));
      await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(2));
      expect(provider.create.mock.calls[1]?.[1]).toMatchObject({ overrideReason: 'Indicación del pediatra' });
    },
  );

  it('should drop the refusal and its override once the dose changes', async () => {
    signInAs('admin');
    const { user } = renderDoseForm({ rows: programmeRows(), role: 'admin' });
    const form = await openFor(user, pentavalente);
    await registerDose(user);
    await form.findByRole('region', { name: 'Registrar fuera del esquema' });

    await user.clear(form.getByLabelText('Número de dosis'));
    await user.type(form.getByLabelText('Número de dosis'), '2');

    await waitFor(() => expect(form.queryByRole('region', { name: 'Registrar fuera del esquema' })).toBeNull());
  });
});
