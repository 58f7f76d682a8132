import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../src/app/api/query-client';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { type AppWidget, EngineProvider } from '../../src/engine/react';
import { engineEntities } from '../fixtures/engine-entities';
import { teamRows, volunteerRows } from '../fixtures/engine-rows';
import { createFakeDataProvider, type FakeDataProvider } from './fake-data-provider';

type Options = {
  provider?: FakeDataProvider;
  entities?: readonly AnyEntity[];
  role?: string | null;
  /** The roles that may read the audit trail ('Historial'); nobody unless given. */
  auditRoles?: readonly string[];
  /** The app's widgets the fields name (`widget`). */
  widgets?: Readonly<Record<string, AppWidget>>;
  /** The app's navigation, for links opened in the app. */
  navigate?: (path: string) => void;
};

/**
 * Renders engine UI inside the app's query client (a fresh cache per render) and an
 * EngineProvider with a fake data provider (seeded with the test volunteers and teams unless
 * given) and spy notifications.
 */
export const renderWithEngine = (ui: ReactElement, options: Options = {}) => {
  const provider = options.provider ?? createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() });
  const notify = {
    success: vi.fn<(m: string) => void>(),
    error: vi.fn<(m: string) => void>(),
    warning: vi.fn<(m: string) => void>(),
  };
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider
        dataProvider={provider}
        notify={notify}
        entities={options.entities ?? engineEntities}
        role={options.role}
        auditRoles={options.auditRoles}
        widgets={options.widgets}
        navigate={options.navigate}
      >
        {ui}
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...view, provider, notify, user, queryClient };
};
