import { zodResolver } from '@hookform/resolvers/zod';
import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginValues, loginSchema } from '../../domain/login';
import { ApiError } from '../../engine';
import { notify } from '../notify/notify';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { TextField } from '../ui/TextField';
import { requestLogin } from './login-request';

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
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      onSignedIn(await requestLogin(values));
      notify.success('Login exitoso');
    } catch (error) {
      setFocus('password', { shouldSelect: true });
      notify.error(error instanceof ApiError && error.message ? error.message : 'Falló el login', {
        actions: [{ text: 'Reintentar', onClick: () => void submit() }],
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
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
