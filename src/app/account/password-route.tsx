import type { RouteObject } from 'react-router-dom';
import { staffRoles } from '../../domain/roles';
import { requireAccess } from '../routes/guard';
import { PageTitle } from '../ui/PageTitle';
import { passwordTexts } from './texts';

/** The path of 'Cambiar contraseña', linked from the top bar. */
export const passwordPath = '/cuenta/contrasena';

/** The route of 'Cambiar contraseña': open to every signed-in user; its code loads when first opened. */
export const passwordRoute: RouteObject = {
  path: passwordPath.slice(1),
  loader: () => {
    requireAccess(staffRoles);
    return null;
  },
  lazy: {
    Component: async () => {
      const { PasswordPage } = await import('./PasswordPage');
      return () => (
        <>
          <PageTitle title={passwordTexts.title} />
          <PasswordPage />
        </>
      );
    },
  },
};
