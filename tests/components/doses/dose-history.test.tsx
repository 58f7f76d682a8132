import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchVaccinationCard } from '../../../src/app/doses/checks/card-api';
import { addDays } from '../../../src/domain/calendar-days';
import { scheduleOf } from '../../../src/domain/dose-schedule';
import type { VaccinationCard } from '../../../src/domain/vaccination-card';
import { formatDate } from '../../../src/engine/cell-format';
import { ApiError } from '../../../src/engine/data-provider';
import { today } from '../../../src/engine/rules';
import { vaccineIds } from './dose-rows';
import { choose, doseForm, renderDoseForm } from './render-dose-form';

vi.mock('../../../src/app/doses/checks/card-api', () => ({ fetchVaccinationCard: vi.fn() }));

const sinovac = { id: vaccineIds.Sinovac ?? 0, vaccineName: 'Sinovac', requiredDoses: 2, doseIntervalDays: 28 };
const firstDoseDay = addDays(today(), -5);
const dueDate = formatDate(addDays(firstDoseDay, sinovac.doseIntervalDays));

/** José Pérez's card: dose 1 of Sinovac five days ago. */
const cardOfJose = (): VaccinationCard => {
  const doses = [{ doseNumber: 1, date: firstDoseDay, isActive: true }];
  return {
    patient: {
      id: 3,
      firstName: 'José',
      lastname: 'Pérez',
      identityDocument: '45871236',
      mobilePhone: '51999001001',
      isChild: false,
      dateOfBirth: '1980-01-01',
      address: null,
      representative: null,
    },
    vaccines: [
      {
        vaccine: sinovac,
        doses: [
          {
            id: 40,
            doseNumber: 1,
            date: firstDoseDay,
            applicationDateTime: `${firstDoseDay}T10:00:00.000Z`,
            isHistorical: false,
            overrideReason: null,
            batchNumber: 'SV-2026-001',
            centerName: 'Hospital San José',
            professional: 'Carlos Peña',
          },
        ],
        schedule: scheduleOf({ vaccine: sinovac, doses, today: today() }),
        forecast: null,
      },
    ],
    groups: [],
  };
};

/** Step 2 for José Pérez and Sinovac, chosen by name, with a centre and a professional. */
const openForJoseAndSinovac = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  await choose(user, 'Paciente', 'pér', 'José Pérez 45871236');
  await choose(user, 'Vacuna', 'sino', 'Sinovac');
  await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
  await choose(user, 'Profesional de salud', 'carlos', 'Carlos Peña');
  await form.findByRole('table', { name: 'Dosis previas de Sinovac' });
  return form;
};

const registerDose = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrar dosis' }));

beforeEach(() => vi.mocked(fetchVaccinationCard).mockResolvedValue(cardOfJose()));
afterEach(() => vi.mocked(fetchVaccinationCard).mockReset());

describe('DoseFormPage against the patient history', () => {
  it('should preselect the lot that expires first, mark it, and suggest the next dose number', async () => {
    const { user } = renderDoseForm();
    const form = await openForJoseAndSinovac(user);

    const batches = form.getByRole('group', { name: 'Lotes disponibles de Sinovac' });
    const radios = within(batches).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^SV-2026-002.*Vence pronto$/),
      expect.not.stringContaining('Vence pronto'),
    ]);
    await waitFor(() => expect((radios[0] as HTMLInputElement).checked).toBe(true));
    expect((form.getByRole('combobox', { name: 'Lote' }) as HTMLInputElement).value).toMatch(/^SV-2026-002 · /);
    expect((form.getByLabelText('Número de dosis') as HTMLInputElement).value).toBe('2');
    expect(form.getByText(`Siguiente dosis: 2, prevista el ${dueDate} (Al día).`)).toBeTruthy();
    expect(vi.mocked(fetchVaccinationCard)).toHaveBeenCalledWith(
      expect.objectContaining({ patientId: 3, today: today() }),
    );
    expect(form.getByRole('link', { name: 'Ver carnet de vacunación' }).getAttribute('href')).toBe(
      '/pacientes/3/carnet',
    );
  });

  it("should ask before sending a dose before its due date: 'Cancelar' keeps the form, 'Confirmar' sends it", async () => {
    const { user, provider } = renderDoseForm();
    await openForJoseAndSinovac(user);

    await registerDose(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar la dosis' });
    expect(dialog.textContent).toContain(`La dosis 2 se aplica antes de su fecha prevista (${dueDate})`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(provider.create).not.toHaveBeenCalled();

    await registerDose(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({ patientId: 3, vaccineBatchId: 6, doseNumber: 2 });
  });

  it('should refuse a number beyond the series on the number field, sending nothing', async () => {
    const { user, provider } = renderDoseForm();
    const form = await openForJoseAndSinovac(user);
    const number = form.getByLabelText('Número de dosis');
    await user.clear(number);
    await user.type(number, '3');

    await registerDose(user);

    const message = 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3';
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(document.activeElement).toBe(number);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("should show the server's 409 on the number field the same way", async () => {
    const { user, provider } = renderDoseForm();
    const form = await openForJoseAndSinovac(user);
    const message = 'El paciente ya tiene registrada la dosis 2 de esta vacuna';
    provider.create.mockRejectedValueOnce(new ApiError({ status: 409, message, fieldErrors: { doseNumber: message } }));

    await registerDose(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));

    expect(await form.findByText(message)).toBeTruthy();
    expect(form.getByLabelText('Número de dosis').getAttribute('aria-invalid')).toBe('true');
  });
});
