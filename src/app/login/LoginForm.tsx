import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { LoginValues } from '../../domain/login';
import { notify } from '../notify/notify';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { TextField } from '../ui/TextField';

/**
 * The sign-in code: the shared login schema (zod and the engine's rules) and the request. Loaded when the
 * form is first touched or sent, not with /login: the page paints without them (the bench's login budget).
 */
const loadSignIn = () => import('./sign-in');

/** Validates with the shared login schema, loaded at the first check. */
const loginResolver: Resolver<LoginValues> = async (...args) => (await loadSignIn()).loginResolver(...args);

/**
 * Email and password; on success the session starts and `onSignedIn` runs. A submit with invalid
 * values focuses the first invalid field, whose error its description reads; a refused login is
 * announced by the message bar and puts the focus back in the password, ready to type again.
 */
export const LoginForm = ({ onSignedIn }: { onSignedIn: (session: { token: string; role: string }) => void }) => {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    const signIn = await loadSignIn();
    try {
      onSignedIn(await signIn.requestLogin(values));
      notify.success('Login exitoso');
    } catch (error) {
      setFocus('password', { shouldSelect: true });
      notify.error(signIn.failureMessage(error), {
        actions: [{ text: 'Reintentar', onClick: () => void submit() }],
      });
    }
  });

  return (
    // The first focus in the form fetches the sign-in code, so that sending it waits on nothing.
    <form noValidate onSubmit={submit} onFocus={() => void loadSignIn()} className="space-y-5">
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        aria-required
        placeholder="nombre@gmail.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        aria-required
        error={errors.password?.message}
        trailing={
          <IconButton
            label={isPasswordVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            icon={isPasswordVisible ? mdiEyeOffOutline : mdiEyeOutline}
            onClick={() => setPasswordVisible((isVisible) => !isVisible)}
          />
        }
        {...register('password')}
      />
      <Button type="submit" isBusy={isSubmitting} className="h-11 w-full">
        Iniciar sesión
      </Button>
    </form>
  );
};
