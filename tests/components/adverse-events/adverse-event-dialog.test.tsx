import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdverseEventDialog } from '../../../src/app/adverse-events/AdverseEventDialog';
import { type ReportedDose, reportedDose } from '../../../src/app/adverse-events/reported-dose';
import { ApiError } from '../../../src/engine';
import { entities } from '../../../src/entities';
import { adverseEvents, onsetBeforeDoseMessage } from '../../../src/entities/adverse-events';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const dose: ReportedDose = reportedDose({
  id: 41,
  applicationDateTime: '2026-03-10T14:30:00.000Z',
  doseNumber: 2,
  vaccine: 'Comirnaty',
  patient: 'Ana Ruiz',
});

const renderDialog = (options: { onClose?: () => void } = {}) => {
  const provider = createFakeDataProvider();
  const closed: string[] = [];
  const view = renderWithEngine(
    <AdverseEventDialog dose={dose} onClose={options.onClose ?? (() => closed.push('closed'))} />,
    { entities, provider, role: 'health' },
  );
  return { ...view, closed };
};

const fill = async (user: ReturnType<typeof renderDialog>['user'], values: { onset: string; description: string }) => {
  await user.type(screen.getByLabelText(/Fecha de inicio de los síntomas/), values.onset);
  await user.selectOptions(screen.getByLabelText(/Gravedad/), 'Grave');
  await user.type(screen.getByLabelText(/Descripción del evento/), values.description);
  await user.selectOptions(screen.getByLabelText(/Evolución/), 'En recuperación');
};

describe('AdverseEventDialog', () => {
  it('should name the patient and the dose, start on the onset, and send the report with the dose given', async () => {
    const { user, provider, notify, closed } = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Reportar ESAVI' });
    expect(dialog.textContent).toContain('Ana Ruiz');
    expect(dialog.textContent).toContain('Comirnaty, dosis 2, aplicada el 10/03/2026');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Fecha de inicio de los síntomas/)));
    expect(screen.queryByLabelText(/^Dosis/)).toBeNull();
    await fill(user, { onset: '11/03/2026', description: 'Fiebre de 39 °C y convulsión febril' });
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[0].path).toBe(adverseEvents.path);
    expect(provider.create.mock.calls[0]?.[1]).toEqual({
      appliedDoseId: 41,
      onsetDate: '2026-03-11',
      severity: 'severe',
      description: 'Fiebre de 39 °C y convulsión febril',
      outcome: 'recovering',
    });
    expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!');
    expect(closed).toEqual(['closed']);
  });

  it('should say each rule in Spanish on its field and send nothing', async () => {
    const { user, provider } = renderDialog();
    await screen.findByRole('dialog');

    await user.type(screen.getByLabelText(/Fecha de inicio de los síntomas/), '09/03/2026');
    await user.type(screen.getByLabelText(/Descripción del evento/), 'Fiebre');
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    expect(await screen.findByText('La descripción debe tener al menos 10 caracteres')).toBeTruthy();
    expect(screen.getByText('La gravedad es requerida')).toBeTruthy();
    expect(screen.getByText('La evolución es requerida')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Gravedad/), 'Leve');
    await user.selectOptions(screen.getByLabelText(/Evolución/), 'Recuperado');
    await user.type(screen.getByLabelText(/Descripción del evento/), ' leve en la tarde');
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    expect(await screen.findByText(onsetBeforeDoseMessage('2026-03-10'))).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("should show the server's refusal inside the dialog and stay open", async () => {
    const { user, provider, closed } = renderDialog();
    provider.create.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'La fecha de inicio no puede ser futura', fieldErrors: {} }),
    );
    await screen.findByRole('dialog');
    await fill(user, { onset: '11/03/2026', description: 'Dolor intenso en el brazo' });

    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    const alert = await screen.findByText(/La fecha de inicio no puede ser futura/, { selector: '[role="alert"]' });
    expect(alert).toBeTruthy();
    expect(closed).toEqual([]);
  });

  it('should close on Cancelar and on Escape without sending', async () => {
    const { user, provider, closed } = renderDialog();
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');

    expect(closed.length).toBeGreaterThanOrEqual(2);
    expect(provider.create).not.toHaveBeenCalled();
  });
});
