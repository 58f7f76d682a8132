import { PageHeader } from '../ui/PageHeader';

/** Placeholder: the two-step dose form comes in a later change. */
export const DoseFormPage = () => <PageHeader title="Formulario Dosis" />;
