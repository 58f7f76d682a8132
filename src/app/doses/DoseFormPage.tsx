import { useUpdateHold } from '../app-update/useUpdateHold';
import { useCorrection } from '../offline/useCorrection';
import { PageLoader } from '../ui/PageLoader';
import { DoseForm } from './DoseForm';

/**
 * The dose registration form (/formulario-dosis), also with 'Corregir' from 'Registros sin
 * conexión' (`?corregir=`): the form then opens on the refused entry's values. While it is open,
 * a new version of the app waits.
 */
export const DoseFormPage = () => {
  useUpdateHold();
  const correction = useCorrection();
  if (correction === undefined) return <PageLoader />;
  return <DoseForm key={correction?.entry.clientId ?? 'new'} correction={correction} />;
};
