import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const { IndicatorsPage } = await import('../../../src/app/indicators/IndicatorsPage');

// Headless UI's list box watches its button move while it closes; jsdom has no ResizeObserver, a browser has.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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
  // What the health staff, who may not read the vaccines, learns them from.
  'vaccine-batches': [
    { id: 9, isActive: true, expirationDate: '2099-01-01', vaccine: { id: 3, vaccineName: 'Pentavalente' } },
  ],
  'schedule-rules': [{ id: 4, isActive: true, doseNumber: 1, vaccine: { id: 5, vaccineName: 'SRP' } }],
});

/**
 * The /indicadores page at `url`, in a router (its filters live in the link) and the engine's
 * providers, as `role`. `loaderMs` gives the route a loader that takes that long, as the app's
 * page loader does: a change of the link then commits only once it has run.
 */
export const renderIndicators = (url = '/indicadores', role = 'admin', loaderMs?: number) => {
  const loader =
    loaderMs === undefined
      ? undefined
      : () => new Promise<null>((resolve) => setTimeout(() => resolve(null), loaderMs));
  const router = createMemoryRouter(
    [{ path: '/indicadores', element: <IndicatorsPage />, loader, HydrateFallback: () => null }],
    {
      initialEntries: [url],
    },
  );
  const view = renderWithEngine(<RouterProvider router={router} />, {
    provider: createFakeDataProvider(optionRows()),
    entities,
    role,
  });
  return { ...view, router };
};

/** The place picker's button ('Lugar'), named by its label and the place shown. */
export const placeButton = () => screen.getByRole('button', { name: /^Lugar/ });

/** Opens every closed unit of the open place tree with the mouse, by its chevron. */
export const openWholeTree = async (user: UserEvent) => {
  for (let closed = closedToggle(); closed; closed = closedToggle()) await user.click(closed);
};

const closedToggle = () =>
  document.querySelector<HTMLElement>('[role="treeitem"][aria-expanded="false"] > div [data-tree-toggle]');

/** Chooses a place with the mouse: opens 'Lugar', opens the tree's units and clicks the row of the place named `name`. */
export const choosePlace = async (user: UserEvent, name: string) => {
  await user.click(placeButton());
  await screen.findByRole('tree', { name: 'Lugar' });
  await openWholeTree(user);
  const item = screen.getByRole('treeitem', { name: new RegExp(`^${name},`) });
  await user.click(item.firstElementChild ?? item);
};
