import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelatedRecords } from '../../../src/engine/react';
import { entities } from '../../../src/entities';
import { patientObservations } from '../../../src/entities/patient-observations';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

/** Two coded observations and a patient's observation of each patient, 7 and 8. */
const rows = () => ({
  observations: [
    { id: 1, isActive: true, observationCode: '007', observationTitle: 'Embarazo' },
    { id: 2, isActive: true, observationCode: '080', observationTitle: 'Alergia grave' },
  ],
  'patient-observations': [7, 8].map((patientId) => ({
    id: patientId,
    isActive: true,
    patientId,
    observationId: 1,
    observation: { id: 1, observationCode: '007', observationTitle: patientId === 7 ? 'Embarazo' : 'Otro' },
    observationDate: '2026-01-05',
    endDate: null,
    note: null,
  })),
});

const renderFor = (role: string) => {
  const provider = createFakeDataProvider(rows());
  return renderWithEngine(<RelatedRecords entity={patientObservations} parent={{ field: 'patientId', id: 7 }} />, {
    provider,
    entities,
    role,
  });
};

describe('RelatedRecords', () => {
  it("should list the record's rows only, and add one for the record without asking which", async () => {
    const { user, provider } = renderFor('health');
    expect(screen.getByRole('heading', { name: 'Antecedentes clínicos' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Antecedentes clínicos' });
    expect(await within(table).findByRole('cell', { name: 'Embarazo' })).toBeTruthy();
    expect(within(table).queryByRole('cell', { name: 'Otro' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Eliminar/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Agregar Antecedente clínico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Antecedente clínico' });
    expect(within(dialog).queryByLabelText('Paciente')).toBeNull();
    await user.type(within(dialog).getByRole('combobox', { name: 'Observación clínica' }), 'alergia');
    await user.click(await within(dialog).findByRole('option', { name: /Alergia grave/ }));
    await user.type(within(dialog).getByLabelText('Desde'), '10/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({
      patientId: 7,
      observationId: 2,
      observationDate: '2026-01-10',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
