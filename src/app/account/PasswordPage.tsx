import { Button } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { passwordTexts } from './texts';
import { usePasswordChange } from './usePasswordChange';

/** 'Cambiar contraseña': every user changes their own password, giving the current one. */
export const PasswordPage = () => {
  const { form, submit } = usePasswordChange();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <>
      <PageHeader title={passwordTexts.title} subtitle={passwordTexts.subtitle} />
      <form
        noValidate
        onSubmit={submit}
        className="max-w-md space-y-5 rounded-2xl border border-border bg-surface p-6 shadow-sm"
      >
        <TextField
          label={passwordTexts.current}
          type="password"
          autoComplete="current-password"
          aria-required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label={passwordTexts.next}
          type="password"
          autoComplete="new-password"
          aria-required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label={passwordTexts.confirmation}
          type="password"
          autoComplete="new-password"
          aria-required
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <p className="text-sm text-muted">{passwordTexts.hint}</p>
        <Button type="submit" isBusy={isSubmitting} className="h-11">
          {passwordTexts.submit}
        </Button>
      </form>
    </>
  );
};
