import { z } from 'zod';
import { text, withObjectRules } from '../engine';

/** The rules of a new password: the login's (required, at least 6 characters, at most 255). */
export const newPassword = (required: string) => text({ required, min: [6, 'Debe contener minimo 6 letras'] });

/**
 * The 'Cambiar contraseña' form and `POST /auth/password` validate with this one schema: the
 * current password (checked by the server), the new one and its confirmation.
 */
export const passwordChangeSchema = withObjectRules(
  z.object({
    currentPassword: text({ required: 'La contraseña actual es requerida' }),
    newPassword: newPassword('La nueva contraseña es requerida'),
    confirmation: text({ required: 'Confirme la nueva contraseña' }),
  }),
  [
    {
      kind: 'custom',
      name: 'confirmationMatches',
      field: 'confirmation',
      message: 'Las contraseñas no coinciden',
      isBroken: (values) => values.confirmation !== values.newPassword,
      breakWith: { confirmation: 'otra-clave-distinta' },
    },
  ],
);

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
