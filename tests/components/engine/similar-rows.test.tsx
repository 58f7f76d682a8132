import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminOnly } from '../../../src/domain/roles';
import { defineEntity, type EntityRow } from '../../../src/engine/contract/entity';
import { EntityForm } from '../../../src/engine/react';
import { date, text } from '../../../src/engine/rules';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const memberSchema = z.object({
  fullName: text({ required: 'El nombre es requerido' }),
  birthDate: date({ required: 'La fecha es requerida', invalid: 'La fecha no es válida' }),
});

/** A test-only entity with a similar-rows check on its name and birth date. */
const members = defineEntity({
  name: 'members',
  path: '/members',
  labels: { singular: 'Socio', plural: 'Socios' },
  labelKeys: ['fullName'],
  schemas: { create: memberSchema, edit: memberSchema },
  fields: [
    { name: 'fullName', label: 'Nombre' },
    { name: 'birthDate', label: 'Nacimiento' },
  ],
  columns: [{ key: 'fullName', label: 'Nombre' }],
  access: adminOnly,
  similar: {
    route: '/similar',
    params: { name: 'fullName', born: 'birthDate' },
    texts: {
      title: 'Quizá ya existe',
      intro: 'Hay socios parecidos.',
      use: 'Usar este socio',
      registerAnyway: 'Registrar igual',
    },
    details: [
      { key: 'code', label: 'Código', whenMissing: 'Sin código' },
      { key: 'birthDate', label: 'Nacimiento' },
    ],
  },
});

const existing: EntityRow = { id: 7, isActive: true, fullName: 'María Peña', birthDate: '1990-04-02', code: null };

const setUp = (options: { onUseSimilar?: (row: EntityRow) => void; found?: () => Promise<EntityRow[]> }) => {
  const provider = createFakeDataProvider({ members: [] });
  provider.similar.mockImplementation(options.found ?? (async () => [existing]));
  const view = renderWithEngine(<EntityForm entity={members} mode="create" onUseSimilar={options.onUseSimilar} />, {
    provider,
    entities: [members],
    role: 'admin',
  });
  const fill = async (name: string) => {
    await view.user.clear(screen.getByLabelText('Nombre'));
    await view.user.type(screen.getByLabelText('Nombre'), name);
    await view.user.clear(screen.getByLabelText('Nacimiento'));
    await view.user.type(screen.getByLabelText('Nacimiento'), '02/04/1990');
    await view.user.click(screen.getByRole('button', { name: 'Guardar' }));
  };
  return { ...view, fill };
};

describe('EntityForm with a similar-rows check', () => {
  it('should show the matches before creating, and use one instead', async () => {
    const onUseSimilar = vi.fn<(row: EntityRow) => void>();
    const { provider, user, fill } = setUp({ onUseSimilar });

    await fill('maria pena');

    const warning = await screen.findByRole('region', { name: 'Quizá ya existe' });
    expect(provider.similar).toHaveBeenCalledWith(members, { name: 'maria pena', born: '1990-04-02' });
    expect(provider.create).not.toHaveBeenCalled();
    expect(warning.textContent).toContain('María Peña');
    expect(warning.textContent).toContain('Código:Sin código');
    expect(warning.textContent).toContain('Nacimiento:02/04/1990');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Quizá ya existe'));

    await user.click(screen.getByRole('button', { name: 'Usar este socio' }));

    expect(onUseSimilar).toHaveBeenCalledWith(existing);
    expect(screen.queryByRole('region', { name: 'Quizá ya existe' })).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('should create the record after all with the second button', async () => {
    const { provider, user, fill } = setUp({ onUseSimilar: vi.fn() });
    await fill('Mario Peña');
    await screen.findByRole('region', { name: 'Quizá ya existe' });

    await user.click(screen.getByRole('button', { name: 'Registrar igual' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({ fullName: 'Mario Peña', birthDate: '1990-04-02' });
    expect(provider.similar).toHaveBeenCalledTimes(1);
  });

  it('should drop the warning once a compared field changes', async () => {
    const { user, fill } = setUp({ onUseSimilar: vi.fn() });
    await fill('Mario Peña');
    await screen.findByRole('region', { name: 'Quizá ya existe' });

    await user.type(screen.getByLabelText('Nombre'), 'z');

    expect(screen.queryByRole('region', { name: 'Quizá ya existe' })).toBeNull();
  });

  it('should save without asking when the form offers no choice, or when the check fails', async () => {
    const quiet = setUp({});
    await quiet.fill('Ana Ruiz');
    await waitFor(() => expect(quiet.provider.create).toHaveBeenCalledTimes(1));
    expect(quiet.provider.similar).not.toHaveBeenCalled();
    quiet.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = setUp({ onUseSimilar: vi.fn(), found: () => Promise.reject(new Error('red caída')) });
    await failing.fill('Ana Ruiz');
    await waitFor(() => expect(failing.provider.create).toHaveBeenCalledTimes(1));
  });
});
