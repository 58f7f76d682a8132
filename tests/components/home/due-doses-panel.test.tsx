import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueDose, DueKind, DuePage, DuePlace } from '../../../src/app/home/due-doses-api';
import { today } from '../../../src/engine/rules';
import { entities } from '../../../src/entities';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchDueDoses: vi.fn() }));
vi.mock('../../../src/app/home/due-doses-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchDueDoses: api.fetchDueDoses,
}));

const { DueDosesPanel } = await import('../../../src/app/home/DueDosesPanel');

const item = (patientId: number, overrides: Partial<DueDose> = {}): DueDose => ({
  patientId,
  patientName: `Thiago Ramírez ${patientId}`,
  vaccineGroupId: 5,
  vaccineGroupName: '',
  vaccineId: 3,
  vaccineName: 'BCG',
  doseNumber: 1,
  dueDate: '2026-03-02',
  phone: '51944455566',
  ...overrides,
});

const pageOf = (items: DueDose[], total = items.length, page = 1): DuePage => ({ items, total, page, pageSize: 10 });

const renderPanel = (kind: DueKind, place: DuePlace | null = { kind: 'center', id: 4 }) =>
  renderWithEngine(<DueDosesPanel kind={kind} place={place} />, { entities });

const list = (kind: DueKind) => screen.getByTestId(`due-doses-${kind}`);

beforeEach(() => {
  api.fetchDueDoses.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('DueDosesPanel', () => {
  it.each([
    ['upcoming', 'Próximas dosis'],
    ['overdue', 'Dosis atrasadas'],
    ['zero-dose', 'Sin ninguna dosis'],
  ] as const)('should ask for the %s list of the centre on the browser’s date, under %s', async (kind, heading) => {
    api.fetchDueDoses.mockResolvedValue(pageOf([item(1)]));
    renderPanel(kind);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(within(list(kind)).getByRole('status').textContent).toBe('Cargando dosis...');
    await within(list(kind)).findByRole('table');
    expect(api.fetchDueDoses).toHaveBeenCalledWith(
      { centerId: 4, kind, today: today(), page: 1, pageSize: 10 },
      expect.any(AbortSignal),
    );
  });

  it('should show a zero-dose child with their first overdue vaccine, its recommended date and a phone to call', async () => {
    api.fetchDueDoses.mockResolvedValue(
      pageOf([item(1), item(2, { patientName: 'Isabella Núñez', vaccineName: 'Pentavalente', phone: null })]),
    );
    renderPanel('zero-dose');
    const table = await within(list('zero-dose')).findByRole('table', { name: 'Niños sin ninguna dosis del centro' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Paciente', 'Primera vacuna atrasada', 'Recomendada desde', 'Teléfono'],
      ['Thiago Ramírez 1', 'BCG', '02/03/2026', '51944455566'],
      ['Isabella Núñez', 'Pentavalente', '02/03/2026', 'Sin teléfono'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Llamar a Thiago Ramírez 1 al 51944455566' }).getAttribute('href'),
    ).toBe('tel:51944455566');
    expect(within(list('zero-dose')).getByText('2 pacientes')).toBeTruthy();
  });

  it('should show the dose number in the lists of next doses', async () => {
    api.fetchDueDoses.mockResolvedValue(pageOf([item(1, { vaccineName: 'Pentavalente', doseNumber: 2 })]));
    renderPanel('overdue');
    const table = await within(list('overdue')).findByRole('table', { name: 'Dosis atrasadas del centro' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Paciente', 'Vacuna', 'Dosis', 'Fecha recomendada', 'Teléfono']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Thiago Ramírez 1Pentavalente202/03/202651944455566',
    );
  });

  it("should ask for a unit's list and name each row's centre", async () => {
    api.fetchDueDoses.mockResolvedValue(
      pageOf([
        item(1, {
          vaccineName: 'Pentavalente',
          doseNumber: 2,
          vaccinationCenterId: 2,
          centerName: 'Hospital San José',
        }),
        item(2, { patientName: 'Isabella Núñez', vaccinationCenterId: 1, centerName: 'Centro de Salud Norte' }),
      ]),
    );
    renderPanel('overdue', { kind: 'unit', id: 7 });
    const table = await within(list('overdue')).findByRole('table', { name: 'Dosis atrasadas de los centros' });
    expect(api.fetchDueDoses).toHaveBeenCalledWith(
      { orgUnitId: 7, kind: 'overdue', today: today(), page: 1, pageSize: 10 },
      expect.any(AbortSignal),
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Paciente', 'Centro', 'Vacuna', 'Dosis', 'Fecha recomendada', 'Teléfono'],
      ['Thiago Ramírez 1', 'Hospital San José', 'Pentavalente', '2', '02/03/2026', '51944455566'],
      ['Isabella Núñez', 'Centro de Salud Norte', 'BCG', '1', '02/03/2026', '51944455566'],
    ]);
  });

  it("should say when a unit's centres have no child without doses", async () => {
    api.fetchDueDoses.mockResolvedValue(pageOf([]));
    renderPanel('zero-dose', { kind: 'unit', id: 7 });
    expect(await within(list('zero-dose')).findByText('No hay niños sin ninguna dosis en estos centros.')).toBeTruthy();
  });

  it('should page through the list', async () => {
    api.fetchDueDoses.mockImplementation(async (request: { page: number }) =>
      pageOf([item(request.page * 100)], 12, request.page),
    );
    const { user } = renderPanel('zero-dose');
    await within(list('zero-dose')).findByText('Thiago Ramírez 100');
    expect(within(list('zero-dose')).getByText('Página 1 de 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));

    await within(list('zero-dose')).findByText('Thiago Ramírez 200');
    expect(within(list('zero-dose')).getByText('Página 2 de 2')).toBeTruthy();
    expect(api.fetchDueDoses).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.any(AbortSignal));
  });

  it('should say when the centre has no child without doses', async () => {
    api.fetchDueDoses.mockResolvedValue(pageOf([]));
    renderPanel('zero-dose');
    expect(await within(list('zero-dose')).findByText('No hay niños sin ninguna dosis en este centro.')).toBeTruthy();
  });

  it('should ask for a centre before loading anything', () => {
    renderPanel('zero-dose', null);
    expect(
      within(list('zero-dose')).getByText('Seleccione un centro de salud para ver sus pacientes con dosis pendientes.'),
    ).toBeTruthy();
    expect(api.fetchDueDoses).not.toHaveBeenCalled();
  });

  it('should say when the list failed and load it again on Reintentar', async () => {
    api.fetchDueDoses.mockRejectedValueOnce(new Error('network'));
    api.fetchDueDoses.mockResolvedValueOnce(pageOf([item(1)]));
    const { user } = renderPanel('zero-dose');
    const alert = await within(list('zero-dose')).findByRole('alert');
    expect(alert.textContent).toContain('Ocurrió un error al cargar las dosis. Inténtelo de nuevo más tarde.');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(within(list('zero-dose')).getByText('Thiago Ramírez 1')).toBeTruthy());
  });
});
