import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../helpers/dom';
import { currentStep, fill, patientForm, renderDoseForm } from './render-dose-form';

// The dose step opens for the new patient, and reads their (empty) vaccination card.
vi.mock('../../../src/app/doses/checks/card-api', async () => {
  const { emptyCardOf } = await import('./empty-card');
  return { fetchVaccinationCard: vi.fn(async (query: { patientId: number }) => emptyCardOf(query)) };
});

const fillAdultData = async (user: UserEvent) => {
  const form = within(patientForm());
  await fill(user, form.getByLabelText('Nombre'), 'Lucía');
  await fill(user, form.getByLabelText('Apellido'), 'Peña');
  await fill(user, form.getByLabelText('Fecha de nacimiento'), '10/03/2024');
  await fill(user, form.getByLabelText('Celular'), '51999001001');
  await fill(user, form.getByLabelText('Correo electrónico'), 'maria.pena@hotmail.com');
  await fill(user, form.getByLabelText('Dirección'), 'Calle Los Pinos 107');
};

const register = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrar paciente' }));

describe('DoseFormPage patient step', () => {
  it('should ask for a national ID of 6 to 9 digits, and no representative, for a patient with ID', async () => {
    const { user, provider } = renderDoseForm();
    await fillAdultData(user);
    expect(screen.queryByLabelText('Representante')).toBeNull();

    await register(user);

    expect(await screen.findByText('El documento es requerido')).toBeTruthy();
    await fill(user, screen.getByLabelText('Documento de identidad'), '12345');
    expect(await screen.findByText('El documento debe tener entre 6 y 9 dígitos')).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should require an adult representative instead of the ID for a patient without one', async () => {
    const { user, provider } = renderDoseForm();
    await fillAdultData(user);

    await user.click(screen.getByRole('switch', { name: 'Menor sin documento de identidad' }));

    expect(screen.queryByLabelText('Documento de identidad')).toBeNull();
    const representative = screen.getByRole('combobox', { name: 'Representante' });
    await register(user);
    expect(await screen.findByText('Debe seleccionar un representante')).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();

    await user.type(representative, 'pe');
    expect(descriptionOf(representative)).toContain('Escriba al menos 3 caracteres');
    await user.type(representative, 'ñ');
    // The representative's own list (the catchment centre's select has options of its own).
    const options = await within(await screen.findByRole('listbox', { name: 'Representante' })).findAllByRole('option');
    // Valentina Peña is a child herself: the reference's `where` leaves her out on the server.
    expect(options.map((option) => option.textContent)).toEqual(['María Peña 40123987']);
    expect(provider.getList).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'patients' }),
      expect.objectContaining({ q: 'peñ', filter: { isChild: false }, pageSize: 50 }),
    );

    await user.click(screen.getByRole('option', { name: 'María Peña 40123987' }));
    // Once a representative is chosen, the typing hint is hidden and no longer describes the field.
    expect(descriptionOf(representative)).not.toContain('Escriba al menos 3 caracteres');
    expect(
      screen.getByText('Escriba al menos 3 caracteres', { selector: `#${representative.id}-hint` }).className,
    ).toContain('invisible');
    await register(user);

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({
      isChild: true,
      representativeId: 1,
      identityDocument: '',
      firstName: 'Lucía',
    });
  });

  it('should fill the age from the birth date and keep it editable', async () => {
    const { user } = renderDoseForm();
    const age = screen.getByLabelText('Edad') as HTMLInputElement;
    const birthYear = new Date().getFullYear() - 30;

    await fill(user, screen.getByLabelText('Fecha de nacimiento'), `01/01/${birthYear}`);

    expect(age.value).toBe('30');
    await user.clear(age);
    await user.type(age, '31');
    expect(age.value).toBe('31');
  });

  it('should announce the registration and open the dose step with the new patient chosen', async () => {
    const { user, notify } = renderDoseForm();
    await fillAdultData(user);
    await fill(user, screen.getByLabelText('Documento de identidad'), '71234567');

    await register(user);

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    expect(currentStep()).toContain('Registro de Dosis');
    const patient = screen.getByRole('combobox', { name: 'Paciente' }) as HTMLInputElement;
    expect(patient.value).toBe('Lucía Peña 71234567');
  });
});
