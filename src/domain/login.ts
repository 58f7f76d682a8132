import { z } from 'zod';
import { email, text } from '../engine';
import { providerEmail } from './messages';
import { roles } from './roles';

/** The login form and `POST /auth/login` validate with this one schema. */
export const loginSchema = z.object({
  email: email(providerEmail),
  password: text({ required: 'La contraseña es requerida', min: [6, 'Debe contener minimo 6 letras'] }),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** `POST /auth/login`'s answer: the token for `Authorization: Bearer <token>`, and the account's role. */
export const loginAnswerSchema = z.object({ token: z.string().min(1), role: z.enum(roles) });

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
