import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import type { CardDose, CardVaccine, VaccinationCard } from '../../../src/domain/vaccination-card';
import { ApiError } from '../../../src/engine/data-provider';
import { today } from '../../../src/engine/rules';
import { entities } from '../../../src/entities';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchCard: vi.fn() }));
vi.mock('../../../src/app/card/card-api', () => ({ fetchVaccinationCard: api.fetchCard }));

const { VaccinationCardPage } = await import('../../../src/app/card/VaccinationCardPage');

/** dd/mm/aaaa, as the card writes a date. */
const shown = (date: string) => date.split('-').reverse().join('/');

const day = today();
const recommended = addDays(day, -2);

const dose = (values: Partial<CardDose> & Pick<CardDose, 'id' | 'doseNumber' | 'date'>): CardDose => ({
  applicationDateTime: `${values.date}T15:00:00.000Z`,
  isHistorical: false,
  overrideReason: null,
  batchNumber: 'RV-2026-001',
  centerName: 'Centro de Salud Norte',
  professional: 'Carlos Peña',
  ...values,
});

const noSchedule = { nextDoseNumber: null, dueDate: null, daysUntilDue: null, status: 'Completo' } as const;

/** Rotavirus: dose 1 copied from a paper card, dose 2 overdue; its two dates before today. */
const rotavirus: CardVaccine = {
  vaccine: { id: 2, vaccineName: 'Rotavirus', requiredDoses: 2, doseIntervalDays: 28 },
  doses: [
    dose({
      id: 11,
      doseNumber: 1,
      date: '2024-03-20',
      isHistorical: true,
      batchNumber: null,
      centerName: 'Posta de Huancayo',
    }),
  ],
  schedule: {
    dosesReceived: 1,
    seriesSize: 2,
    nextDoseNumber: 2,
    dueDate: '2024-04-17',
    daysUntilDue: -9,
    status: 'Atrasada',
  },
  forecast: {
    nextDoseNumber: 2,
    dosesReceived: 1,
    seriesSize: 2,
    earliestDate: addDays(day, -30),
    recommendedDate: recommended,
    overdueDate: addDays(day, -1),
    latestDate: addDays(day, 60),
    status: 'overdue',
  },
};

/** Pentavalente: complete, its first dose registered early by the admin with a reason. */
const pentavalente: CardVaccine = {
  vaccine: { id: 3, vaccineName: 'Pentavalente', requiredDoses: 1, doseIntervalDays: 60 },
  doses: [
    dose({
      id: 12,
      doseNumber: 1,
      date: '2024-03-01',
      batchNumber: 'PENTA-2023-105',
      overrideReason: 'Viaje de la familia a zona rural',
    }),
  ],
  schedule: { ...noSchedule, dosesReceived: 1, seriesSize: 1 },
  forecast: {
    nextDoseNumber: null,
    dosesReceived: 1,
    seriesSize: 1,
    earliestDate: null,
    recommendedDate: null,
    overdueDate: null,
    latestDate: null,
    status: 'complete',
  },
};

/** Hepatitis B neonatal: never given, past its maximum age. */
const hepatitis: CardVaccine = {
  vaccine: { id: 4, vaccineName: 'Hepatitis B neonatal', requiredDoses: 1, doseIntervalDays: 30 },
  doses: [],
  schedule: { dosesReceived: 0, seriesSize: 1, nextDoseNumber: 1, dueDate: day, daysUntilDue: 0, status: 'Próxima' },
  forecast: {
    nextDoseNumber: 1,
    dosesReceived: 0,
    seriesSize: 1,
    earliestDate: '2024-01-20',
    recommendedDate: '2024-01-20',
    overdueDate: '2024-01-27',
    latestDate: '2024-02-18',
    status: 'too-late',
  },
};

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
  vaccines: [hepatitis, pentavalente, rotavirus],
};

const renderCard = (entry = '/pacientes/7/carnet') => {
  const router = createMemoryRouter([{ path: '/pacientes/:id/carnet', element: <VaccinationCardPage /> }], {
    initialEntries: [entry],
  });
  return { ...renderWithEngine(<RouterProvider router={router} />, { entities }), router };
};

/** A term of a vaccine's series line and its value, as 'Recomendada: 30/03/2026'. */
const termsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

beforeEach(() => api.fetchCard.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('VaccinationCardPage', () => {
  it("should ask for the patient's card on the browser's date, saying it loads meanwhile", async () => {
    let resolve: (value: VaccinationCard) => void = () => {};
    api.fetchCard.mockReturnValueOnce(new Promise<VaccinationCard>((settle) => (resolve = settle)));
    renderCard();
    expect((await screen.findByRole('status')).textContent).toBe('Cargando carnet...');
    expect(api.fetchCard).toHaveBeenCalledWith(expect.objectContaining({ patientId: '7', today: day }));
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    resolve(card);
    expect(await screen.findByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it("should show a child's data, their representative, and each vaccine of the schedule in its order", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const patient = await screen.findByRole('region', { name: 'Datos del paciente' });
    expect(within(patient).getByText('Identificador asignado')).toBeTruthy();
    expect(within(patient).getByText('20/01/2024')).toBeTruthy();
    expect(within(patient).getByText('Rosa Ramos')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Representante', 'Hepatitis B neonatal', 'Pentavalente', 'Rotavirus']);
    expect(screen.queryByText('Sin dosis registradas')).toBeNull();
  });

  it("should show the next dose's dates and status in Spanish", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const block = await screen.findByRole('region', { name: 'Rotavirus' });
    expect(within(block).getByText('Atrasada')).toBeTruthy();
    expect(termsOf(block)).toEqual([
      'Esquema: 1 de 2 dosis',
      'Próxima dosis: Dosis 2',
      `Desde: ${shown(addDays(day, -30))}`,
      `Recomendada: ${shown(recommended)} (hace 2 días)`,
      `Atrasada desde: ${shown(addDays(day, -1))}`,
      `Hasta: ${shown(addDays(day, 60))}`,
    ]);
    const complete = screen.getByRole('region', { name: 'Pentavalente' });
    expect(within(complete).getByText('Completo')).toBeTruthy();
    expect(termsOf(complete)).toEqual(['Esquema: 1 de 1 dosis', 'Próxima dosis: Esquema completo']);
  });

  it("should open a dose's ESAVI report from its 'Reportar ESAVI', naming the patient and the dose", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    const { user } = renderCard();
    const block = await screen.findByRole('region', { name: 'Pentavalente' });

    // The table's button and the phone list's: the same name, for the same dose.
    const [button] = within(block).getAllByRole('button', {
      name: 'Reportar ESAVI de Pentavalente, dosis 1 del 01/03/2024',
    });
    await user.click(button as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Reportar ESAVI' });
    expect(dialog.textContent).toContain('Lucía Ramos');
    expect(dialog.textContent).toContain('Pentavalente, dosis 1, aplicada el 01/03/2024');
  });

  it('should open the report of the dose a link names (?reportar=), once, and warn of a dose it no longer lists', async () => {
    api.fetchCard.mockResolvedValue(card);
    const { router, notify } = renderCard('/pacientes/7/carnet?reportar=11');

    const dialog = await screen.findByRole('dialog', { name: 'Reportar ESAVI' });
    expect(dialog.textContent).toContain('Rotavirus, dosis 1, aplicada el 20/03/2024');
    expect(router.state.location.search).toBe('');

    await router.navigate('/pacientes/7/carnet?reportar=999');
    await vi.waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('La dosis que quiere reportar ya no figura en el carnet.'),
    );
  });

  it("should mark a historical dose 'Histórica' without a lot, and show an override's reason on its dose", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const block = await screen.findByRole('region', { name: 'Rotavirus' });
    const [header, row] = within(block).getAllByRole('row');
    expect(header?.textContent).toBe('FechaDosisLoteCentroProfesionalNotasESAVI');
    expect(row?.textContent).toBe('20/03/20241Histórica—Posta de HuancayoCarlos Peña—Reportar ESAVI');
    const tags = within(block).getAllByTitle('Dosis anterior, aplicada en otro lugar');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Histórica', 'Histórica']); // the phone's list and the table
    const overridden = within(screen.getByRole('region', { name: 'Pentavalente' })).getAllByRole('row')[1];
    expect(overridden?.textContent).toContain('Registrada fuera del esquema: Viaje de la familia a zona rural');
  });

  it("should say 'Fuera de edad' and why for a dose past its maximum age", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const block = await screen.findByRole('region', { name: 'Hepatitis B neonatal' });
    expect(within(block).getByText('Fuera de edad')).toBeTruthy();
    expect(
      within(block).getByText('La dosis 1 ya no corresponde por edad: solo podía aplicarse hasta el 18/02/2024.'),
    ).toBeTruthy();
    expect(termsOf(block)).toContain('Recomendada: 20/01/2024');
    expect(within(block).getByText('Sin dosis de esta vacuna.')).toBeTruthy();
    expect(within(block).queryByRole('table')).toBeNull();
  });

  it('should say a zero-dose child has no dose, above the vaccines they are due', async () => {
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [hepatitis] });
    renderCard();
    expect(await screen.findByText('Sin dosis registradas')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hepatitis B neonatal' })).toBeTruthy();
  });

  it('should say when the patient has no vaccine at all', async () => {
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [] });
    renderCard();
    expect(await screen.findByText('Sin dosis registradas')).toBeTruthy();
  });

  it('should say the schedule by age needs a birth date, and still show the series by interval', async () => {
    const { forecast: _forecast, ...withoutForecast } = rotavirus;
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [{ ...withoutForecast, forecast: null }] });
    renderCard();
    expect(
      await screen.findByText('Sin fecha de nacimiento válida: no se puede calcular el esquema por edad.'),
    ).toBeTruthy();
    const block = screen.getByRole('region', { name: 'Rotavirus' });
    expect(termsOf(block)).toEqual(['Esquema: 1 de 2 dosis', 'Próxima dosis: Dosis 2']);
    expect(within(block).queryByText('Atrasada')).toBeNull();
  });

  it('should print with Imprimir', async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
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
