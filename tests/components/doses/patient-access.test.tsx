import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConnectivity } from '../../../src/app/connectivity/app-connectivity';
import { grantPatientAccess, lookUpPatients } from '../../../src/app/doses/access/patient-access-api';
import { fetchVaccinationCard } from '../../../src/app/doses/checks/card-api';
import { useSyncStore } from '../../../src/app/outbox/sync-store';
import { ApiError } from '../../../src/engine/data-provider';
import { doseForm, fill, renderDoseForm } from './render-dose-form';

/** The patients granted in a test: their card answers; anyone else's of another centre, 403. */
const granted = new Set<number>();
/** A patient of the demo's rows (José Pérez) who belongs to another centre in the card test. */
let outsideId = 0;

vi.mock('../../../src/app/doses/checks/card-api', async () => {
  const { emptyCardOf } = await import('./empty-card');
  return {
    fetchVaccinationCard: vi.fn(async (query: { patientId: number }) => {
      if ((query.patientId === 50 || query.patientId === outsideId) && !granted.has(query.patientId)) {
        throw new ApiError({
          status: 403,
          message: 'Paciente pertenece a otro ámbito: indique el motivo para acceder',
          isOutOfScope: true,
        });
      }
      return emptyCardOf(query);
    }),
  };
});

vi.mock('../../../src/app/doses/access/patient-access-api', () => ({
  lookUpPatients: vi.fn(async () => [
    {
      id: 50,
      firstName: 'Ana',
      lastname: 'Ruiz',
      dateOfBirth: '1986-04-02',
      catchmentCenterName: 'Centro Materno Infantil Sur',
      isInScope: false,
    },
    {
      id: 51,
      firstName: 'Mateo',
      lastname: 'Ruiz',
      dateOfBirth: '2024-01-10',
      catchmentCenterName: null,
      isInScope: true,
    },
  ]),
  grantPatientAccess: vi.fn(async ({ patientId }: { patientId: number }) => {
    granted.add(patientId);
    return { expiresAt: '2026-01-02T10:00:00.000Z' };
  }),
}));

const otherCentersAna = 'Ana Ruiz (02/04/1986) · Pertenece a otro centro: Centro Materno Infantil Sur';

const openDoseStep = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
  const form = within(doseForm());
  await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));
  return form;
};

const patientBox = () => screen.getByRole('combobox', { name: 'Paciente' }) as HTMLInputElement;
const accessDialog = () => screen.findByRole('dialog', { name: 'Acceso fuera de su ámbito' });

const setOnline = (isOnline: boolean) => {
  appConnectivity.browserWent(isOnline);
  useSyncStore.setState({ isOnline });
};

beforeEach(() => {
  granted.clear();
  outsideId = 0;
  vi.mocked(lookUpPatients).mockClear();
  vi.mocked(grantPatientAccess).mockClear();
  vi.mocked(fetchVaccinationCard).mockClear();
});
afterEach(() => setOnline(true));

describe('DoseFormPage, a patient of another centre', () => {
  it("should offer them by their document when none of the user's patients has it, and open them with a reason", async () => {
    const { user } = renderDoseForm();
    await openDoseStep(user);

    await fill(user, patientBox(), '40999111');
    const options = within(await screen.findByRole('listbox', { name: 'Paciente' }));
    expect((await options.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      otherCentersAna,
      'Mateo Ruiz',
    ]);
    expect(lookUpPatients).toHaveBeenCalledWith(expect.objectContaining({ identityDocument: '40999111' }));
    await user.click(options.getByRole('option', { name: otherCentersAna }));

    const dialog = within(await accessDialog());
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(dialog.getByText(/El acceso queda registrado/)).toBeTruthy();
    expect(dialog.getByText('Centro Materno Infantil Sur')).toBeTruthy();
    await user.type(reason, 'mudanza');
    await user.click(dialog.getByRole('button', { name: 'Acceder' }));
    expect(await dialog.findByText('El motivo debe tener al menos 10 caracteres')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(grantPatientAccess).not.toHaveBeenCalled();

    await user.type(reason, ' al distrito');
    await user.click(dialog.getByRole('button', { name: 'Acceder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(grantPatientAccess).toHaveBeenCalledWith({ patientId: 50, reason: 'mudanza al distrito' });
    expect(patientBox().value).toBe('Ana Ruiz');
    await waitFor(() => expect(fetchVaccinationCard).toHaveBeenCalledWith(expect.objectContaining({ patientId: 50 })));
    expect(screen.queryByText(/pertenece a otro centro: indique el motivo/)).toBeNull();
  });

  it("should look up neither a name nor a document one of the user's patients has", async () => {
    const { user } = renderDoseForm();
    await openDoseStep(user);

    await fill(user, patientBox(), 'pér');
    expect(await screen.findByRole('option', { name: 'José Pérez 45871236' })).toBeTruthy();
    await user.clear(patientBox());
    await fill(user, patientBox(), '45871236');
    expect(await screen.findByRole('option', { name: 'José Pérez 45871236' })).toBeTruthy();

    expect(lookUpPatients).not.toHaveBeenCalled();
  });

  it("should show the server's refusal in the dialog, and close with Escape choosing nobody", async () => {
    vi.mocked(grantPatientAccess).mockRejectedValueOnce(new ApiError({ status: 500, message: 'Error interno' }));
    const { user } = renderDoseForm();
    await openDoseStep(user);
    await fill(user, patientBox(), '40999111');
    await user.click(await screen.findByRole('option', { name: otherCentersAna }));
    const dialog = within(await accessDialog());

    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Control de embarazo');
    await user.click(dialog.getByRole('button', { name: 'Acceder' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('No se pudo registrar el acceso: Error interno');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patientBox().value).toBe('');
    expect(fetchVaccinationCard).not.toHaveBeenCalledWith(expect.objectContaining({ patientId: 50 }));
  });

  it("should offer the access when a chosen patient's card answers that they belong to another centre", async () => {
    outsideId = 3;
    const { user } = renderDoseForm();
    await openDoseStep(user);
    await fill(user, patientBox(), 'pér');
    await user.click(await screen.findByRole('option', { name: 'José Pérez 45871236' }));

    const dialog = within(await accessDialog());
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const history = within(screen.getByRole('region', { name: 'Historial del paciente' }));
    expect(history.getByText(/pertenece a otro centro: indique el motivo/)).toBeTruthy();

    await user.click(history.getByRole('button', { name: 'Acceder' }));
    const again = within(await accessDialog());
    await user.type(again.getByRole('textbox', { name: 'Motivo' }), 'Viene de otro distrito');
    await user.click(again.getByRole('button', { name: 'Acceder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(grantPatientAccess).toHaveBeenCalledWith({ patientId: 3, reason: 'Viene de otro distrito' });
    await waitFor(() => expect(screen.queryByText(/pertenece a otro centro: indique el motivo/)).toBeNull());
    expect(patientBox().value).toBe('José Pérez 45871236');
  });

  it('should say that the other centres need a network when a document finds nobody offline', async () => {
    const { user } = renderDoseForm();
    await openDoseStep(user);
    setOnline(false);

    await fill(user, patientBox(), '40999111');

    // Where 'Sin resultados' would be, in the list's status, which is announced.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Se necesita conexión para buscar pacientes de otros centros',
      ),
    );
    expect(lookUpPatients).not.toHaveBeenCalled();
  });
});
