import { mdiAlertCircleOutline } from '@mdi/js';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../ui/Button';
import { MessagePage } from '../ui/MessagePage';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a page fails to load or render, most often a stale chunk after a deploy. */
export const RouteError = ({ isFullPage = true }: { isFullPage?: boolean }) => {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <MessagePage
      isFullPage={isFullPage}
      icon={mdiAlertCircleOutline}
      title="Algo salió mal"
      text="No se pudo mostrar esta página."
    >
      <Button onClick={() => window.location.reload()}>Recargar</Button>
    </MessagePage>
  );
};

/** The same, inside the layout: the top bar and drawer stay usable. A path that names no page is not found. */
export const PageError = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage isFullPage={false} />;
  return <RouteError isFullPage={false} />;
};
