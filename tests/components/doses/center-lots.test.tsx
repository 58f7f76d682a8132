import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCenterBatchIds } from '../../../src/app/doses/vaccine/center-stock';
import { formatDate } from '../../../src/engine/cell-format';
import { expiryOfOpenBatch } from './dose-rows';
import { doseForm, fill, renderDoseForm } from './render-dose-form';

vi.mock('../../../src/app/doses/checks/card-api', async () => {
  const { emptyCardOf } = await import('./empty-card');
  return { fetchVaccinationCard: vi.fn(async (query: { patientId: number }) => emptyCardOf(query)) };
});

describe("DoseFormPage lots at the dose's centre", () => {
  it("should offer only the usable lots the chosen centre's stock holds", async () => {
    // Hospital San José (id 2) holds the Sinovac lot SV-2026-001 (id 5) only; Comirnaty PF-2026-001 is elsewhere.
    vi.mocked(fetchCenterBatchIds).mockImplementation(async (centerId) => (centerId === 2 ? new Set([5]) : null));
    const { user } = renderDoseForm();
    await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
    const form = within(doseForm());
    await waitFor(() => expect((form.getByLabelText('Centro de salud') as HTMLSelectElement).disabled).toBe(false));

    await user.selectOptions(form.getByLabelText('Centro de salud'), 'Hospital San José');
    await waitFor(() => expect(vi.mocked(fetchCenterBatchIds)).toHaveBeenCalledWith(2, expect.anything()));
    await fill(user, screen.getByRole('combobox', { name: 'Lote' }), '2026');

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `SV-2026-001 · Sinovac · vence ${formatDate(expiryOfOpenBatch)} · 1 vial`,
    ]);
  });
});
