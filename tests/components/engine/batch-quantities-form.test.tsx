import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityForm } from '../../../src/engine/react';
import { entities } from '../../../src/entities';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';
import { field } from '../../helpers/dom';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const message = 'La cantidad disponible no puede ser mayor que la cantidad inicial';

describe('EntityForm of a batch', () => {
  it('should show the quantity rule under the available quantity and send nothing', async () => {
    const provider = createFakeDataProvider({ vaccines: [{ id: 1, isActive: true, vaccineName: 'Comirnaty' }] });
    const { user } = renderWithEngine(<EntityForm entity={vaccineBatches} mode="create" />, {
      provider,
      entities,
    });
    await waitFor(() => expect(field('Vacuna').disabled).toBe(false));
    await user.type(screen.getByLabelText('Número de lote'), 'LT-1');
    await user.selectOptions(field('Vacuna'), 'Comirnaty');
    await user.type(screen.getByLabelText('Fecha de fabricación'), '01/01/2020');
    await user.type(screen.getByLabelText('Fecha de vencimiento'), '01/01/2999');
    await user.type(screen.getByLabelText('Cantidad inicial (viales)'), '10');
    await user.type(screen.getByLabelText('Cantidad disponible (viales)'), '11');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Cantidad disponible (viales)').getAttribute('aria-invalid')).toBe('true');
    expect(provider.create).not.toHaveBeenCalled();
  });
});
