import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity, type EntityRouteConfig } from '../../../src/engine/contract/entity';
import { formActionPath } from '../../../src/engine/contract/form-actions';
import { ApiError } from '../../../src/engine/data-provider';
import { RecordView } from '../../../src/engine/react';
import { integer, text } from '../../../src/engine/rules';
import { field } from '../../helpers/dom';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

/** What a route declares beyond its name, path and access: its words and answers. */
const declared = { summary: 'Retirar unidades', answers: {}, errors: [] } as const;

const withdrawalSchema = z.object({
  quantity: integer({ required: 'La cantidad es requerida', min: [1, 'La cantidad debe ser al menos 1'] }),
  reason: z.enum(['broken', 'lost'], { error: 'Seleccione un motivo' }),
  note: text({ max: [20, 'La nota no puede superar 20 caracteres'] }),
});

const crateSchema = z.object({ crateName: text({ required: 'El nombre es requerido' }) });

/**
 * A store's crates: 'Retirar unidades' posts a withdrawal to a declared route, offered on the
 * crate's record view while the crate is open.
 */
const crates = defineEntity({
  name: 'crates',
  path: '/crates',
  labels: { singular: 'Caja', plural: 'Cajas', isFeminine: true },
  schemas: { create: crateSchema, edit: crateSchema },
  fields: [
    { name: 'crateName', label: 'Caja' },
    { name: 'units', label: 'Unidades', kind: 'number', isReadOnly: true },
    { name: 'isOpen', label: 'Abierta', kind: 'boolean', isReadOnly: true },
  ],
  columns: [
    { key: 'crateName', label: 'Caja' },
    { key: 'units', label: 'Unidades' },
  ],
  access: { read: ['admin', 'health'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  page: { path: 'cajas', menu: { icon: 'M0 0h24v24H0z', order: 10 } },
  views: [{ name: 'detail', path: ':id' }],
  routes: [{ name: 'withdrawals', method: 'post', path: '/:id/withdrawals', access: 'update', ...declared }],
  formActions: [
    {
      route: 'withdrawals',
      label: 'Retirar unidades',
      icon: 'M0 0h24v24H0z',
      description: 'Las unidades retiradas no vuelven a la caja.',
      details: [{ key: 'units', label: 'Unidades' }],
      schema: withdrawalSchema,
      fields: [
        { name: 'quantity', label: 'Cantidad' },
        {
          name: 'reason',
          label: 'Motivo',
          kind: 'enum',
          options: [
            { value: 'broken', label: 'Rota' },
            { value: 'lost', label: 'Perdida' },
          ],
        },
        { name: 'note', label: 'Nota', kind: 'textarea' },
      ],
      submitLabel: 'Retirar',
      showWhen: { field: 'isOpen', equals: true },
      success: 'Unidades retiradas correctamente',
    },
  ],
});

const crateRows = () => ({
  crates: [
    { id: 1, isActive: true, crateName: 'Norte', units: 12, isOpen: true },
    { id: 2, isActive: true, crateName: 'Sur', units: 3, isOpen: false },
  ],
});

const renderCrate = (id: string, role = 'admin') => {
  const provider = createFakeDataProvider(crateRows());
  return renderWithEngine(<RecordView entity={crates} id={id} />, { provider, entities: [crates], role });
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const withdraw = () => screen.getByRole('button', { name: 'Retirar unidades' });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('form action dialog', () => {
  it('should offer the action as a labelled button on the records it applies to, to the roles of its route', async () => {
    renderCrate('1');
    await heading('Caja Norte');
    expect(withdraw()).toBeTruthy();
    expect(figure('Unidades')).toBe('12');
  });

  it('should not offer it on a record it does not apply to', async () => {
    renderCrate('2');
    await heading('Caja Sur');
    expect(screen.queryByRole('button', { name: /Retirar unidades/ })).toBeNull();
  });

  it('should not offer it to a role that may not call its route', async () => {
    renderCrate('1', 'health');
    await heading('Caja Norte');
    expect(screen.queryByRole('button', { name: /Retirar unidades/ })).toBeNull();
  });

  it('should open from the keyboard on its first field, with the record and its details, and give the focus back on Escape', async () => {
    const { user } = renderCrate('1');
    await heading('Caja Norte');
    const button = withdraw();
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Retirar unidades' });
    await waitFor(() => expect(document.activeElement).toBe(field('Cantidad')));
    expect(dialog.textContent).toContain('Caja Norte');
    expect(dialog.textContent).toContain('Las unidades retiradas no vuelven a la caja.');
    expect(within(dialog).getByText('12').closest('div')?.textContent).toBe('Unidades:12');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('should show the schema messages on the fields and send nothing', async () => {
    const { user, provider } = renderCrate('1');
    await heading('Caja Norte');
    await user.click(withdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Retirar unidades' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByText('La cantidad es requerida')).toBeTruthy();
    expect(within(dialog).getByText('Seleccione un motivo')).toBeTruthy();
    expect(field('Cantidad').getAttribute('aria-invalid')).toBe('true');
    expect(provider.formAction).not.toHaveBeenCalled();
  });

  it('should send the values to its route, say so, close and reload the record', async () => {
    const { user, provider, notify } = renderCrate('1');
    provider.formAction.mockImplementationOnce(async () => {
      const crate = provider.store.crates?.find((row) => row.id === 1);
      if (crate) crate.units = 10;
      return { availableQuantity: 10 };
    });
    await heading('Caja Norte');
    await user.click(withdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Retirar unidades' });
    await user.type(field('Cantidad'), '2');
    await user.selectOptions(field('Motivo'), 'Rota');
    await user.type(field('Nota'), 'Caída');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Unidades retiradas correctamente'));
    expect(provider.formAction).toHaveBeenCalledWith(crates, {
      id: 1,
      route: 'withdrawals',
      values: { quantity: 2, reason: 'broken', note: 'Caída' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(figure('Unidades')).toBe('10'));
  });

  it("should show the server's refusal in the form and its field messages on the fields, and stay open", async () => {
    const { user, provider, notify } = renderCrate('1');
    provider.formAction.mockRejectedValueOnce(
      new ApiError({ status: 409, message: 'No hay suficientes unidades: quedan 12' }),
    );
    provider.formAction.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'Datos inválidos', fieldErrors: { quantity: 'Cantidad no válida' } }),
    );
    await heading('Caja Norte');
    await user.click(withdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Retirar unidades' });
    await user.type(field('Cantidad'), '50');
    await user.selectOptions(field('Motivo'), 'Perdida');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    const alert = within(dialog).getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Algo salió mal al guardar: No hay suficientes unidades: quedan 12'),
    );
    expect(notify.error).toHaveBeenCalledWith('Algo salió mal al guardar: No hay suficientes unidades: quedan 12');
    expect(notify.success).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByText('Cantidad no válida')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Retirar unidades' })).toBeTruthy();
  });
});

describe('form action config', () => {
  const withRoutes =
    (routes: readonly EntityRouteConfig[], { hasView = true } = {}) =>
    () =>
      defineEntity({
        name: 'boxes',
        path: '/boxes',
        labels: { singular: 'Caja', plural: 'Cajas' },
        schemas: { create: crateSchema, edit: crateSchema },
        fields: [{ name: 'crateName', label: 'Caja' }],
        columns: [{ key: 'crateName', label: 'Caja' }],
        access: { read: [], create: [], update: [], delete: [] },
        page: { path: 'cajas', menu: { icon: '', order: 10 } },
        views: hasView ? [{ name: 'detail', path: ':id' }] : [],
        routes,
        formActions: [
          {
            route: 'withdrawals',
            label: 'Retirar unidades',
            icon: '',
            schema: withdrawalSchema,
            fields: [{ name: 'quantity', label: 'Cantidad' }],
            success: 'Hecho',
          },
        ],
      });

  it('should post to the path of the route it names', () => {
    expect(formActionPath(crates, { id: 7, route: 'withdrawals' })).toBe('/crates/7/withdrawals');
  });

  it('should load when it names a declared post route of a row', () => {
    expect(
      withRoutes([{ name: 'withdrawals', method: 'post', path: '/:id/withdrawals', access: 'update', ...declared }]),
    ).not.toThrow();
  });

  it('should refuse to load when it names no declared post route of a row', () => {
    expect(withRoutes([])).toThrow(
      'Form action "Retirar unidades" of entity "boxes" names no declared route "withdrawals"',
    );
    expect(
      withRoutes([{ name: 'withdrawals', method: 'get', path: '/:id/withdrawals', access: 'update', ...declared }]),
    ).toThrow('needs a post route naming the row');
  });

  it('should refuse to load without the record view that shows it', () => {
    const route = {
      name: 'withdrawals',
      method: 'post',
      path: '/:id/withdrawals',
      access: 'update',
      ...declared,
    } as const;
    expect(withRoutes([route], { hasView: false })).toThrow(
      'boxes declares form actions but no record view to show them',
    );
  });
});
