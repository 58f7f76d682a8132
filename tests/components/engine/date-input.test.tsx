import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityForm } from '../../../src/engine/react';
import { messages, volunteers } from '../../fixtures/engine-entities';
import { descriptionOf, field } from '../../helpers/dom';
import { renderWithEngine } from '../../helpers/render-engine';

const birthDate = () => screen.getByLabelText('Fecha de nacimiento') as HTMLInputElement;

const renderForm = async () => {
  const rendered = renderWithEngine(<EntityForm entity={volunteers} mode="create" />);
  await waitFor(() => expect(field('Equipo').disabled).toBe(false));
  return rendered;
};

const fillOtherFields = async (user: Awaited<ReturnType<typeof renderForm>>['user']) => {
  await user.type(screen.getByLabelText('Nombre completo'), 'María Peña');
  await user.type(screen.getByLabelText('Correo electrónico'), 'maria@gmail.com');
  await user.type(screen.getByLabelText('Celular'), '51999888777');
  await user.type(screen.getByLabelText('Edad'), '34');
  await user.selectOptions(screen.getByLabelText('Equipo'), 'Este Piura');
  await user.selectOptions(screen.getByLabelText('Turno'), 'Tarde');
};

describe('DateInput', () => {
  it('should be a numeric text input asking for dd/mm/aaaa, with the format read as its description', async () => {
    await renderForm();
    expect(birthDate().getAttribute('type')).toBe('text');
    expect(birthDate().getAttribute('inputmode')).toBe('numeric');
    expect(birthDate().placeholder).toBe('dd/mm/aaaa');
    expect(descriptionOf(birthDate())).toBe('Formato: dd/mm/aaaa (día/mes/año)');
  });

  it.each([
    ['20/05/1990', '20/05/1990'],
    ['20-5-1990', '20/05/1990'],
    ['20051990', '20/05/1990'],
  ])('should send %j typed as 1990-05-20 and show it as %j after leaving the field', async (typed, shown) => {
    const { user, provider } = await renderForm();
    await fillOtherFields(user);
    await user.type(birthDate(), typed);
    await user.tab();
    expect(birthDate().value).toBe(shown);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ birthDate: '1990-05-20' }));
  });

  it("should refuse an impossible date with the schema's message, keeping what was typed", async () => {
    const { user, provider } = await renderForm();
    await fillOtherFields(user);
    await user.type(birthDate(), '31/02/1990');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('La fecha de nacimiento no es válida')).toBeTruthy();
    expect(birthDate().value).toBe('31/02/1990');
    expect(birthDate().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(birthDate())).toContain('La fecha de nacimiento no es válida');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should call an empty field required, and keep the future-date rule', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(messages.birthDateRequired)).toBeTruthy();

    await user.type(birthDate(), '01/01/2999');
    expect(await screen.findByText(messages.birthDateFuture)).toBeTruthy();
  });
});
