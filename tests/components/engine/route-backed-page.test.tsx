import { screen, waitFor, within } from '@testing-library/react';
import { useController } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EntityPage, RecordView, type WidgetProps } from '../../../src/engine/react';
import { shipmentMessages, shipmentRow, shipments } from '../../fixtures/route-backed-entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

/** The app's widget of the fixture's destination: a code typed in, held as `{ code }`. */
function CodeWidget({ field, form, a11y }: WidgetProps) {
  const { field: control } = useController({ name: field.name, control: form.control });
  return (
    <input
      {...a11y}
      ref={control.ref}
      onChange={(event) => control.onChange({ code: event.target.value })}
      onBlur={control.onBlur}
    />
  );
}

const widgets = { code: (props: WidgetProps) => <CodeWidget {...props} /> };

const renderShipments = (ui: React.ReactElement) => {
  const provider = createFakeDataProvider({ shipments: [shipmentRow()] });
  return renderWithEngine(ui, { provider, entities: [shipments], widgets, role: 'admin' });
};

describe('a route-backed entity', () => {
  it('should list its rows with no search, sort, export, edit nor delete, and open its register form in a dialog', async () => {
    const { user } = renderShipments(<EntityPage entity={shipments} />);

    expect(await screen.findByRole('cell', { name: 'Norte' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar CSV/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Destino' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver remesa 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nueva remesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva remesa' });
    expect(within(dialog).getByRole('group', { name: 'Línea 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText(shipmentMessages.destination)).toBeTruthy();
    expect(within(dialog).getByText(shipmentMessages.item)).toBeTruthy();
    expect(within(dialog).getByText(shipmentMessages.units)).toBeTruthy();
  });

  it('should fill its lines from its declared route once the form holds their params, then send them as edited', async () => {
    const { user, provider, notify } = renderShipments(<EntityPage entity={shipments} />);
    provider.readRoute.mockResolvedValue({
      items: [
        { item: 'Jeringas', suggestedUnits: 4 },
        { item: 'Guantes', suggestedUnits: 2 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Nueva remesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva remesa' });

    await user.type(within(dialog).getByLabelText('Destino'), 'N');

    const second = await within(dialog).findByRole('group', { name: 'Línea 2' });
    expect(provider.readRoute).toHaveBeenLastCalledWith(
      shipments,
      expect.objectContaining({ route: 'suggested', query: { code: 'N' } }),
    );
    expect(within(second).getByText('Sugeridas:')).toBeTruthy();
    expect((within(second).getByLabelText('Unidades') as HTMLInputElement).value).toBe('2');
    await user.click(within(second).getByRole('button', { name: 'Quitar línea Línea 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    const added = within(dialog).getByRole('group', { name: 'Línea 2' });
    await user.type(within(added).getByLabelText('Artículo'), 'Cintas');
    await user.type(within(added).getByLabelText('Unidades'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(provider.create).toHaveBeenCalledWith(
        shipments,
        {
          destination: { code: 'N' },
          lines: [
            { item: 'Jeringas', units: 4 },
            { item: 'Cintas', units: 1 },
          ],
        },
        expect.anything(),
      ),
    );
    expect(notify.success).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("should show its record's lists as tables, and start a form action's lines from the row", async () => {
    const { user, provider } = renderShipments(
      <RecordView entity={shipments} id="1" tables={shipments.views?.[0]?.tables} />,
    );

    const table = await screen.findByRole('table', { name: 'Artículos enviados' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ArtículoUnidades', 'Jeringas4', 'Guantes2']);
    await user.click(screen.getByRole('button', { name: 'Recibir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibir' });
    const jeringas = within(dialog).getByRole('group', { name: 'Jeringas' });
    expect((within(jeringas).getByLabelText('Recibidas') as HTMLInputElement).value).toBe('4');
    await user.click(within(jeringas).getByRole('button', { name: 'Duplicar línea Jeringas' }));
    const copies = within(dialog).getAllByRole('group', { name: 'Jeringas' });
    await user.clear(within(copies[0] as HTMLElement).getByLabelText('Recibidas'));
    await user.type(within(copies[0] as HTMLElement).getByLabelText('Recibidas'), '3');
    await user.clear(within(copies[1] as HTMLElement).getByLabelText('Recibidas'));
    await user.type(within(copies[1] as HTMLElement).getByLabelText('Recibidas'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Recibir' }));

    await waitFor(() =>
      expect(provider.formAction).toHaveBeenCalledWith(shipments, {
        id: 1,
        route: 'receive',
        values: {
          lines: [
            { item: 'Jeringas', received: 3 },
            { item: 'Jeringas', received: 1 },
            { item: 'Guantes', received: 2 },
          ],
        },
      }),
    );
  });
});
