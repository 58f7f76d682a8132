import { Spinner } from './Spinner';

/** Shown while the first page's code loads. */
export const PageLoader = () => (
  <div
    className="flex min-h-dvh items-center justify-center bg-background text-brand"
    role="status"
    aria-label="Cargando"
  >
    <Spinner size={36} />
  </div>
);
