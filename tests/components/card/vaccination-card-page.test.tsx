import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import type { VaccinationCard } from '../../../src/domain/vaccination-card';
import { ApiError } from '../../../src/engine/data-provider';
import { entities } from '../../../src/entities';
import { card, day, groupOf, recommended, rotavirus } from '../../fixtures/vaccination-card';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchCard: vi.fn() }));
vi.mock('../../../src/app/card/card-api', () => ({ fetchVaccinationCard: api.fetchCard }));

const { VaccinationCardPage } = await import('../../../src/app/card/VaccinationCardPage');

/** dd/mm/aaaa, as the card writes a date. */
const shown = (date: string) => date.split('-').reverse().join('/');

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

  it("should show a child's data, their representative, the groups that concern them in the schedule's order, then the other vaccines", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const patient = await screen.findByRole('region', { name: 'Datos del paciente' });
    expect(within(patient).getByText('Identificador asignado')).toBeTruthy();
    expect(within(patient).getByText('20/01/2024')).toBeTruthy();
    expect(within(patient).getByText('Rosa Ramos')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Representante', 'Rotavirus', 'DTP', 'Polio', 'Sarampión', 'Influenza tetravalente']);
    expect(
      within(screen.getByRole('region', { name: 'DTP' })).getByText('Difteria, Tétanos, Tos convulsa'),
    ).toBeTruthy();
    expect(screen.queryByText('Sin dosis registradas')).toBeNull();
  });

  it('should fold the groups past their age, and those not recommended, into one line each', async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    expect(await screen.findByText('Fuera de edad: BCG, Hepatitis B neonatal')).toBeTruthy();
    expect(screen.getByText('No recomendadas: Meningococo B')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'BCG' })).toBeNull();
  });

  it("should show the next dose's dates and status in Spanish, or why none is to give", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const block = await screen.findByRole('region', { name: 'Rotavirus' });
    expect(within(block).getByText('Atrasada')).toBeTruthy();
    expect(termsOf(block)).toEqual([
      'Próxima dosis: Dosis 2',
      `Desde: ${shown(addDays(day, -30))}`,
      `Recomendada: ${shown(recommended)} (hace 2 días)`,
      `A tiempo hasta: ${shown(addDays(day, -1))}`,
      `Hasta: ${shown(addDays(day, 60))}`,
    ]);
    const complete = screen.getByRole('region', { name: 'DTP' });
    expect(within(complete).getByText('Completo')).toBeTruthy();
    expect(termsOf(complete)).toEqual(['Próxima dosis: Esquema completo']);
    const immune = screen.getByRole('region', { name: 'Sarampión' });
    expect(within(immune).getByText('Inmune')).toBeTruthy();
    expect(within(immune).getByText('Tiene inmunidad: no necesita dosis.')).toBeTruthy();
    expect(within(immune).getByText('Sin dosis de este grupo.')).toBeTruthy();
    const other = screen.getByRole('region', { name: 'Influenza tetravalente' });
    expect(termsOf(other)).toEqual(['Esquema: 1 de 1 dosis', 'Próxima dosis: Esquema completo']);
  });

  it("should show each dose of a group with its vaccine, and a dose given too young 'No válida' with its reason", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    renderCard();
    const polio = await screen.findByRole('region', { name: 'Polio' });
    const [header, row] = within(polio).getAllByRole('row');
    expect(header?.textContent).toBe('FechaVacunaDosisLoteCentroProfesionalNotasESAVI');
    expect(row?.textContent).toBe(
      '30/01/2024Polio inactivada IPVNo válida — el paciente aún no tiene la edad mínimaHistórica—Centro de Salud NorteCarlos Peña—Reportar ESAVI',
    );
    const dtp = within(screen.getByRole('region', { name: 'DTP' })).getAllByRole('row')[1];
    expect(dtp?.textContent).toContain('PentavalenteDosis 1PENTA-2023-105');
  });

  it("should open a dose's ESAVI report from its 'Reportar ESAVI', naming the patient and the dose", async () => {
    api.fetchCard.mockResolvedValueOnce(card);
    const { user } = renderCard();
    const block = await screen.findByRole('region', { name: 'DTP' });

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
    const [, row] = within(block).getAllByRole('row');
    expect(row?.textContent).toBe('20/03/2024RotavirusDosis 1Histórica—Posta de HuancayoCarlos Peña—Reportar ESAVI');
    const tags = within(block).getAllByTitle('Dosis anterior, aplicada en otro lugar');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Histórica', 'Histórica']); // the phone's list and the table
    const overridden = within(screen.getByRole('region', { name: 'DTP' })).getAllByRole('row')[1];
    expect(overridden?.textContent).toContain('Registrada fuera del esquema: Viaje de la familia a zona rural');
  });

  it('should say a zero-dose child has no dose, above the groups they are due', async () => {
    const bcg = groupOf(4, 'BCG', { seriesStatus: 'not-complete', status: 'due', forecastDoseNumber: 1 });
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [], groups: [bcg] });
    renderCard();
    expect(await screen.findByText('Sin dosis registradas')).toBeTruthy();
    const block = screen.getByRole('region', { name: 'BCG' });
    expect(within(block).getByText('Pendiente')).toBeTruthy();
    expect(within(block).getByText('Sin dosis de este grupo.')).toBeTruthy();
    expect(within(block).queryByRole('table')).toBeNull();
  });

  it('should say when the patient has no vaccine at all', async () => {
    api.fetchCard.mockResolvedValueOnce({ ...card, vaccines: [], groups: [] });
    renderCard();
    expect(await screen.findByText('Sin dosis registradas')).toBeTruthy();
  });

  it('should say the schedule by age needs a birth date, and still show the doses with the series by interval', async () => {
    api.fetchCard.mockResolvedValueOnce({
      ...card,
      patient: { ...card.patient, dateOfBirth: null },
      vaccines: [{ ...rotavirus, forecast: null }],
      groups: [],
    });
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
