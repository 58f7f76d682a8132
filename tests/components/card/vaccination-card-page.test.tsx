import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaccinationCard } from '../../../src/domain/vaccination-card';
import { ApiError } from '../../../src/engine/data-provider';
import { today } from '../../../src/engine/rules';
import { entities } from '../../../src/entities';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchCard: vi.fn() }));
vi.mock('../../../src/app/card/card-api', () => ({ fetchVaccinationCard: api.fetchCard }));

const { VaccinationCardPage } = await import('../../../src/app/card/VaccinationCardPage');

const card: VaccinationCard = {
  patient: {
    id: 7,
    firstName: 'Lucía',
    lastname: 'Ramos',
    identityDocument: '9991700000000123',
    mobilePhone: '51944455566',
    isChild: true,
    dateOfBirth: '2024-01-20',
    address: 'Jirón Puno 245',
    representative: {
      id: 3,
      firstName: 'Rosa',
      lastname: 'Ramos',
      identityDocument: '40123987',
      mobilePhone: '51911122233',
    },
  },
  vaccines: [
    {
      vaccine: { id: 2, vaccineName: 'Rotavirus', requiredDoses: 2, doseIntervalDays: 28 },
      doses: [
        {
          id: 11,
          doseNumber: 1,
          date: '2026-03-02',
          applicationDateTime: '2026-03-02T15:00:00.000Z',
          batchNumber: 'RV-2026-001',
          centerName: 'Centro de Salud Norte',
          professional: 'Carlos Peña',
        },
      ],
      schedule: {
        dosesReceived: 1,
        seriesSize: 2,
        nextDoseNumber: 2,
        dueDate: '2026-03-30',
        daysUntilDue: -2,
        status: 'Atrasada',
      },
    },
  ],
};

const renderCard = () => {
  const router = createMemoryRouter([{ path: '/pacientes/:id/carnet', element: <VaccinationCardPage /> }], {
    initialEntries: ['/pacientes/7/carnet'],
  });
  return renderWithEngine(<RouterProvider router={router} />, { entities });
};

beforeEach(() => api.fetchCard.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('VaccinationCardPage', () => {
  it("should ask for the patient's card on the browser's date, saying it loads meanwhile", async () => {
    let resolve: (value: VaccinationCard) => void = () => {};
    api.fetchCard.mockReturnValueOnce(new Promise<VaccinationCard>((settle) => (resolve = settle)));
    renderCard();
    expect((await screen.findByRole('status')).textContent).toBe('Cargando carnet...');
    expect(api.fetchCard).toHaveBeenCalledWith(expect.objectContaining({ patientId: '7', today: today() }));
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    resolve(card);
    expect(await screen.findByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it("should show a child's data, their representative, and each vaccine's doses and status", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const patient = await screen.findByRole('region', { name: 'Datos del paciente' });
    expect(within(patient).getByText('Identificador asignado')).toBeTruthy();
    expect(within(patient).getByText('20/01/2024')).toBeTruthy();
    expect(within(patient).getByText('Rosa Ramos')).toBeTruthy();
    const rotavirus = screen.getByRole('region', { name: 'Rotavirus' });
    expect(within(rotavirus).getByText('Atrasada')).toBeTruthy();
    expect(within(rotavirus).getByText('Dosis 2 el 30/03/2026 (hace 2 días)')).toBeTruthy();
    const row = within(rotavirus).getAllByRole('row')[1];
    expect(row?.textContent).toBe('02/03/20261RV-2026-001Centro de Salud NorteCarlos Peña');
  });

  it('should print with Imprimir', async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('should say when the patient has no dose', async () => {
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [] });
    renderCard();
    expect(await screen.findByText('Sin dosis registradas')).toBeTruthy();
  });

  it('should say when the patient does not exist', async () => {
    api.fetchCard.mockRejectedValueOnce(new ApiError({ status: 404, message: 'El paciente no existe' }));
    renderCard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paciente no encontrado' })).toBeTruthy();
  });

  it("should show a failure with the server's words and load again on Reintentar", async () => {
    api.fetchCard.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Error interno del servidor' }));
    api.fetchCard.mockResolvedValueOnce(card);
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Algo salió mal al cargar el carnet: Error interno del servidor');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Rotavirus' })).toBeTruthy();
  });
});
