import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminRoles } from '../../domain/roles';
import { EngineProvider } from '../../engine/react';
import { keptAwareNotify as notify, withOutbox } from '../outbox/app-outbox';
import { entities } from '../registry';
import { useSessionStore } from '../session/session-store';
import { appWidgets } from '../supply/app-widgets';
import { http } from './client';
import { createQueryClient } from './query-client';
import { createRestDataProvider } from './rest-data-provider';

const dataProvider = withOutbox(createRestDataProvider(http));

/**
 * The engine as the signed-in pages use it: the REST API, the query cache, the message bar and
 * every entity; a scoped account (a centre or a unit) is offered no write of the country's reference data. It loads with the layout, so the login page carries no query code. Each session gets a fresh cache: the layout unmounts when the session ends, so the next
 * user never sees the previous one's rows.
 */
export const AppEngine = ({ children, isScoped = false }: { children: ReactNode; isScoped?: boolean }) => {
  const [queryClient] = useState(createQueryClient);
  const role = useSessionStore((state) => state.role);
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider
        dataProvider={dataProvider}
        notify={notify}
        entities={entities}
        role={role}
        isScoped={isScoped}
        auditRoles={adminRoles}
        navigate={navigate}
        widgets={appWidgets}
      >
        {children}
      </EngineProvider>
    </QueryClientProvider>
  );
};
