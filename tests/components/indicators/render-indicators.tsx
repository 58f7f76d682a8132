import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const { IndicatorsPage } = await import('../../../src/app/indicators/IndicatorsPage');

/** The centres and vaccines the filters offer, from the fake data provider. */
const optionRows = () => ({
  'vaccination-centers': [
    { id: 2, isActive: true, centerName: 'Hospital San José' },
    { id: 1, isActive: true, centerName: 'Centro de Salud Norte' },
  ],
  vaccines: [
    { id: 5, isActive: true, vaccineName: 'SRP' },
    { id: 3, isActive: true, vaccineName: 'Pentavalente' },
  ],
});

/** The /indicadores page at `url`, in a router (its filters live in the link) and the engine's providers. */
export const renderIndicators = (url = '/indicadores') => {
  const router = createMemoryRouter([{ path: '/indicadores', element: <IndicatorsPage /> }], {
    initialEntries: [url],
  });
  const view = renderWithEngine(<RouterProvider router={router} />, {
    provider: createFakeDataProvider(optionRows()),
    entities,
  });
  return { ...view, router };
};
