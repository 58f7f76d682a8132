import { mdiMapSearchOutline } from '@mdi/js';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../ui/Button';
import { MessagePage } from '../ui/MessagePage';

export const NotFoundPage = ({ isFullPage = true }: { isFullPage?: boolean }) => (
  <MessagePage
    isFullPage={isFullPage}
    icon={mdiMapSearchOutline}
    title="Página no encontrada"
    text="La dirección que abriste no existe."
  >
    <Link to="/inicio" className={buttonVariants.primary}>
      Volver al inicio
    </Link>
  </MessagePage>
);
