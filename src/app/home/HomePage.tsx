import { productName } from '../product';
import { PageHeader } from '../ui/PageHeader';

/** Placeholder: the reports come in a later change. */
export const HomePage = () => (
  <PageHeader title={`Bienvenido a ${productName}`} subtitle="Panel principal del sistema de gestión de vacunas" />
);
