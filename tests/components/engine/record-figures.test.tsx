import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordFigures } from '../../../src/engine/react';
import { shipmentRow, shipments } from '../../fixtures/route-backed-entities';
import { renderWithEngine } from '../../helpers/render-engine';

const figures = [
  { key: 'destination.code', label: 'Destino', linksTo: '/destinos/:value' },
  { key: 'transferId', label: 'Transferencia', whenMissing: '—', linksTo: '/transferencias/:value' },
  { key: 'state', label: 'Estado' },
];

describe('RecordFigures', () => {
  it('should link a figure to its page, opened in the app on a plain click, and leave an empty one unlinked', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const { user } = renderWithEngine(<RecordFigures entity={shipments} figures={figures} row={shipmentRow()} />, {
      entities: [shipments],
      navigate,
    });

    const link = screen.getByRole('link', { name: 'N' });
    expect(link.getAttribute('href')).toBe('/destinos/N');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('—').closest('a')).toBeNull();
    await user.click(link);

    expect(navigate).toHaveBeenCalledWith('/destinos/N');
  });
});
