import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManageView } from '../../../src/engine/react';
import { entities } from '../../../src/entities';
import { scheduleRules } from '../../../src/entities/schedule-rules';
import { field } from '../../helpers/dom';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const vaccine = { id: 3, isActive: true, vaccineName: 'Rotavirus' };
const rotavirusDose2 = {
  id: 7,
  isActive: true,
  vaccineId: 3,
  vaccine,
  doseNumber: 2,
  minimumAgeDays: 70,
  recommendedAgeDays: 120,
  overdueAgeDays: 150,
  maximumAgeDays: 240,
  minimumIntervalDays: 28,
};

describe('an optional number in the edit dialog', () => {
  it('should be sent as null once emptied, so the stored value is cleared', async () => {
    const provider = createFakeDataProvider({ 'schedule-rules': [rotavirusDose2], vaccines: [vaccine] });
    const { user } = renderWithEngine(<ManageView entity={scheduleRules} />, {
      provider,
      entities,
    });
    const row = (await screen.findByRole('cell', { name: 'Rotavirus' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Editar regla del esquema Rotavirus 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(field('Edad máxima (días)').value).toBe('240');

    await user.clear(field('Edad máxima (días)'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0]?.[2]).toMatchObject({ maximumAgeDays: null, overdueAgeDays: 150 });
  });
});
