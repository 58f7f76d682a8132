import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/engine/data-provider';
import { EntityForm } from '../../../src/engine/react';
import { messages, teams, volunteers } from '../../fixtures/engine-entities';
import { descriptionOf, field } from '../../helpers/dom';
import { renderWithEngine } from '../../helpers/render-engine';

const renderCreateForm = () => renderWithEngine(<EntityForm entity={volunteers} mode="create" />);

const waitForTeams = () => waitFor(() => expect(field('Equipo').disabled).toBe(false));

describe('EntityForm', () => {
  it('should render one labelled widget per field kind, in the fields order', async () => {
    renderCreateForm();
    expect(screen.getByLabelText('Nombre completo').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Celular').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Celular').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Edad').getAttribute('type')).toBe('number');
    expect(screen.getByLabelText('Fecha de nacimiento').getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(screen.getByLabelText('Notas').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Es líder').getAttribute('role')).toBe('switch');
    expect(screen.getByLabelText('Turno').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Equipo').tagName).toBe('SELECT');
    expect(screen.queryByLabelText('Secreto')).toBeNull();
    expect(screen.queryByLabelText('Credencial')).toBeNull();
    await waitForTeams();
  });

  it("should submit on Enter at a switch only when the key went down there, not at the release of another's Enter", async () => {
    renderCreateForm();
    await waitForTeams();
    const lead = screen.getByLabelText('Es líder');
    lead.focus();
    // An Enter pressed on the button that opened the form, released once the switch has the focus.
    fireEvent.keyUp(lead, { key: 'Enter' });
    // A submitted empty form shows its messages once validated: none shows.
    await expect(screen.findByText(messages.fullNameRequired, {}, { timeout: 500 })).rejects.toThrow();
    fireEvent.keyDown(lead, { key: 'Enter' });
    fireEvent.keyUp(lead, { key: 'Enter' });
    expect(await screen.findByText(messages.fullNameRequired)).toBeTruthy();
  });

  it('should show a loading reference select, then the open active target rows by label', async () => {
    const { provider } = renderCreateForm();
    const team = screen.getByLabelText('Equipo');
    expect((team as HTMLSelectElement).disabled).toBe(true);
    expect(within(team).getByRole('option', { name: 'Cargando...' })).toBeTruthy();
    await waitForTeams();
    const options = within(team)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Seleccione...', 'Este Piura', 'Norte Lima']);
    expect(provider.getList).toHaveBeenCalledWith(
      teams,
      expect.objectContaining({ page: 1, pageSize: 50, sort: 'teamName', order: 'asc', filter: { isOpen: true } }),
    );
    expect(
      within(screen.getByLabelText('Turno'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione...', 'Mañana', 'Tarde']);
  });

  it('should show every required rule message on submit of an empty form', async () => {
    const { user, provider } = renderCreateForm();
    await waitForTeams();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      messages.fullNameRequired,
      messages.emailRequired,
      messages.phoneRequired,
      messages.ageRequired,
      messages.birthDateRequired,
      messages.teamRequired,
      messages.shiftRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Nombre completo'))).toBe(messages.fullNameRequired);
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should show each rule message for bad input', async () => {
    const { user } = renderCreateForm();
    await waitForTeams();
    await user.type(screen.getByLabelText('Nombre completo'), 'J1');
    await user.type(screen.getByLabelText('Correo electrónico'), 'jose@empresa.com');
    await user.type(screen.getByLabelText('Celular'), '12ab');
    await user.type(screen.getByLabelText('Edad'), '12');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '01/01/2999');
    await user.type(screen.getByLabelText('Notas'), 'una nota demasiado larga para el campo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(messages.fullNameMin)).toBeTruthy();
    expect(screen.getByText(messages.emailAllowed)).toBeTruthy();
    expect(screen.getByText(messages.phoneMin)).toBeTruthy();
    expect(screen.getByText(messages.ageMin)).toBeTruthy();
    expect(screen.getByText(messages.birthDateFuture)).toBeTruthy();
    expect(screen.getByText(messages.notesMax)).toBeTruthy();
  });

  it('should mark required fields with an asterisk outside the label', async () => {
    renderCreateForm();
    const label = screen.getByText('Nombre completo');
    expect(label.tagName).toBe('LABEL');
    expect(label.parentElement?.textContent).toBe('Nombre completo*');
    expect(screen.getByText('Notas').parentElement?.textContent).toBe('Notas');
    await waitForTeams();
  });

  it('should show a field while its condition holds, make it required, and clear it when hidden', async () => {
    const { user } = renderCreateForm();
    await waitForTeams();
    await user.click(screen.getByLabelText('Es líder'));
    const badge = await screen.findByLabelText('Credencial');
    expect(screen.getByText('Credencial').parentElement?.textContent).toBe('Credencial*');
    await user.type(badge, '777');
    await user.click(screen.getByLabelText('Es líder'));
    expect(screen.queryByLabelText('Credencial')).toBeNull();
    await user.click(screen.getByLabelText('Es líder'));
    expect(((await screen.findByLabelText('Credencial')) as HTMLInputElement).value).toBe('');
  });

  it('should save typed values, say so and reset the form', async () => {
    const { user, provider, notify } = renderCreateForm();
    await waitForTeams();
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    expect(provider.create).toHaveBeenCalledWith(
      volunteers,
      {
        fullName: 'María Peña',
        email: 'maria@gmail.com',
        phone: '51999888777',
        age: 34,
        birthDate: '1990-05-20',
        notes: '',
        isLead: false,
        badgeCode: '',
        teamId: 4,
        shift: 2,
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    expect(field('Nombre completo').value).toBe('');
    expect(field('Equipo').value).toBe('');
  });

  it('should put the messages of a 400 on their fields and show the error toast', async () => {
    const { user, provider, notify } = renderCreateForm();
    provider.create.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'Datos inválidos', fieldErrors: { email: 'El correo ya está registrado' } }),
    );
    await waitForTeams();
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El correo ya está registrado')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).toHaveBeenCalledWith('Algo salió mal al guardar: Datos inválidos');
    expect(field('Nombre completo').value).toBe('María Peña');
  });

  it('should send the same idempotency key again for the same values after a failure, and a new one after a save', async () => {
    const { user, provider, notify } = renderCreateForm();
    provider.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await waitForTeams();
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(3));

    const keys = provider.create.mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('should fall back to the generic message when the failure has no server message', async () => {
    const { user, provider, notify } = renderCreateForm();
    provider.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await waitForTeams();
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error inesperado al guardar'));
  });

  it('should show Guardando... and keep the focused button inert while saving', async () => {
    const { user, provider } = renderCreateForm();
    let finish: () => void = () => {};
    provider.create.mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ id: 9, isActive: true }))),
    );
    await waitForTeams();
    await fillValidVolunteer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const busy = await screen.findByRole('button', { name: 'Guardando...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    expect(provider.create).toHaveBeenCalledTimes(1);
    finish();
    expect((await screen.findByRole('button', { name: 'Guardar' })).getAttribute('aria-disabled')).toBe('false');
  });
});

const fillValidVolunteer = async (user: ReturnType<typeof renderWithEngine>['user']) => {
  await user.type(screen.getByLabelText('Nombre completo'), 'María Peña');
  await user.type(screen.getByLabelText('Correo electrónico'), 'maria@gmail.com');
  await user.type(screen.getByLabelText('Celular'), '51999888777');
  await user.type(screen.getByLabelText('Edad'), '34');
  await user.type(screen.getByLabelText('Fecha de nacimiento'), '20/05/1990');
  await user.selectOptions(screen.getByLabelText('Equipo'), 'Este Piura');
  await user.selectOptions(screen.getByLabelText('Turno'), 'Tarde');
};
