import { z } from 'zod';
import { email, text } from '../engine';
import { providerEmail } from './messages';

/** The login form and `POST /auth/login` validate with this one schema. */
export const loginSchema = z.object({
  email: email(providerEmail),
  password: text({ required: 'La contraseña es requerida', min: [6, 'Debe contener minimo 6 letras'] }),
});

export type LoginValues = z.infer<typeof loginSchema>;
