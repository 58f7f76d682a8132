import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DoseFormPage } from '../../../src/app/doses/DoseFormPage';
import type { EntityRow } from '../../../src/engine/contract/entity';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';
import { doseFormRows } from './dose-rows';

/** Types a value at once (a paste), to keep long forms quick to fill in jsdom. */
export const fill = async (user: UserEvent, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

/** Chooses a reference by its search box: types `query` in the combobox `label`, then clicks the option. */
export const choose = async (user: UserEvent, label: string, query: string, option: string | RegExp) => {
  await fill(user, screen.getByRole('combobox', { name: label }), query);
  await user.click(await screen.findByRole('option', { name: option }));
};

/**
 * The dose form page over a fake data provider seeded with patients, batches, centres and users
 * (or `rows`), in a router (it links to the patient's card); with a `role`, the engine offers
 * only what that role may read.
 */
export const renderDoseForm = ({
  rows = doseFormRows(),
  role,
}: {
  rows?: Record<string, EntityRow[]>;
  role?: string;
} = {}) => {
  const provider = createFakeDataProvider(rows);
  return renderWithEngine(
    <MemoryRouter>
      <DoseFormPage />
    </MemoryRouter>,
    { provider, entities, role },
  );
};

/** The step the indicator marks as current. */
export const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

export const patientForm = () => screen.getByRole('region', { name: 'Registro de Paciente' });
export const doseForm = () => screen.getByRole('region', { name: 'Registro de Dosis' });
