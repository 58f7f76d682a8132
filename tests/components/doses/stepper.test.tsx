import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentStep, renderDoseForm } from './render-dose-form';

describe('DoseFormPage stepper', () => {
  it('should show both numbered steps with the patient step current', () => {
    renderDoseForm();

    const steps = within(screen.getByRole('navigation', { name: 'Pasos del formulario' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Paso 1 de 2Registro de Paciente',
      '2Paso 2 de 2Registro de Dosis',
    ]);
    expect(currentStep()).toContain('Registro de Paciente');
    expect(screen.getByRole('region', { name: 'Registro de Paciente' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registro de Dosis' })).toBeNull();
    // The first step's first render leaves the focus where the page put it.
    expect(document.activeElement).toBe(document.body);
  });

  it('should move between the steps with the arrows, disabled at either end', async () => {
    const { user } = renderDoseForm();
    const previous = screen.getByRole('button', { name: 'Paso anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Paso siguiente' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(next);

    expect(currentStep()).toContain('Registro de Dosis');
    expect(currentStep()).not.toContain('Registro de Paciente');
    expect(screen.getByRole('region', { name: 'Registro de Dosis' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registro de Paciente' })).toBeNull();
    expect(next.disabled).toBe(true);
    expect(screen.getByText(/completado/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Registro de Dosis' }));

    await user.click(previous);

    expect(currentStep()).toContain('Registro de Paciente');
    expect(previous.disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Registro de Paciente' }));
  });

  it('should go straight to the dose step for a patient already registered', async () => {
    const { user, provider } = renderDoseForm();

    await user.click(screen.getByRole('button', { name: 'El paciente ya está registrado' }));

    expect(currentStep()).toContain('Registro de Dosis');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Registro de Dosis' }));
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should keep what was typed when going back and forth', async () => {
    const { user } = renderDoseForm();
    await user.type(screen.getByLabelText('Nombre'), 'Ana');

    await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Paso anterior' }));

    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
  });
});
