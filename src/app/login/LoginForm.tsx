import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../engine/data-provider';
import { type LoginValues, loginSchema } from '../../entities/login';
import { notify } from '../notify/notify';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { TextField } from '../ui/TextField';
import { requestLogin } from './login-request';

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

/** The first message per field of the login schema; empty when the values are valid. */
const errorsOf = (values: LoginValues): FieldErrors => {
  const result = loginSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Email and password; on success the session starts and `onSignedIn` runs. Checked with the
 * login schema on submit, then on every change. A plain form: a form library would be the
 * largest part of the login route's JavaScript (bench: 14 KB gzip of 150).
 */
export const LoginForm = ({ onSignedIn }: { onSignedIn: (session: { token: string; role: string }) => void }) => {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSubmitted) setErrors(errorsOf(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const found = errorsOf(values);
    setErrors(found);
    const [invalid] = Object.keys(found);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      onSignedIn(await requestLogin(loginSchema.parse(values)));
      notify.success('Login exitoso');
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : 'Falló el login', {
        // Submits the form as it is then, with what the user has corrected since.
        actions: [{ text: 'Reintentar', onClick: () => form.requestSubmit() }],
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="nombre@gmail.com"
        error={errors.email}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Contraseña"
        name="password"
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        trailing={
          <IconButton
            label={isPasswordVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            icon={isPasswordVisible ? mdiEyeOffOutline : mdiEyeOutline}
            onClick={() => setPasswordVisible((isVisible) => !isVisible)}
          />
        }
      />
      <Button type="submit" isBusy={isSubmitting} className="h-11 w-full">
        Iniciar sesión
      </Button>
    </form>
  );
};
