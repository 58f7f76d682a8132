import { mdiShieldLockOutline } from '@mdi/js';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../ui/Button';
import { MessagePage } from '../ui/MessagePage';

export const ForbiddenPage = () => (
  <MessagePage icon={mdiShieldLockOutline} title="Acceso Denegado" text="Tu rol no tiene permiso para ver esta página.">
    <Link to="/inicio" className={buttonVariants.primary}>
      Volver al inicio
    </Link>
  </MessagePage>
);
