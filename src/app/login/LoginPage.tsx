import { mdiAlertOutline, mdiChartBar, mdiClipboardTextOutline, mdiShieldCheckOutline } from '@mdi/js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { productName } from '../product';
import { isLoginReason, loginReasonMessages } from '../session/login-path';
import { useSessionStore } from '../session/session-store';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import { DemoAccountNote } from './DemoAccountNote';
import { LoginForm } from './LoginForm';

const highlights = [
  { icon: mdiClipboardTextOutline, text: 'Registro de dosis y pacientes en un solo lugar' },
  { icon: mdiChartBar, text: 'Reportes por centro de salud y disponibilidad de lotes' },
  { icon: mdiShieldCheckOutline, text: 'Acceso según el rol de cada profesional' },
];

export const LoginPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const reason = searchParams.get('reason');

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-on-primary lg:flex lg:flex-col lg:justify-between">
        <div className="absolute -top-32 -right-32 size-96 rounded-full bg-black/10" aria-hidden="true" />
        <div className="absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-black/10" aria-hidden="true" />
        <p className="relative text-lg font-semibold tracking-tight">{productName}</p>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold">Gestión de vacunación para equipos de salud</p>
          <ul className="mt-8 space-y-4">
            {highlights.map((item) => (
              <li key={item.text} className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon path={item.icon} size={20} />
                </span>
                {item.text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm">Panel de administración</p>
      </aside>

      <main className="relative flex items-center justify-center px-5 py-12">
        <div className="absolute top-4 right-4">
          <ThemeToggle />
        </div>
        <div className="w-full max-w-sm">
          <Logo className="mb-8" />
          <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none">
            Iniciar sesión
          </h1>
          <p className="mt-1 mb-6 text-sm text-muted">Ingresa con tu cuenta institucional para continuar.</p>
          {isLoginReason(reason) && (
            <div
              role="alert"
              className="mb-6 flex items-center gap-2.5 rounded-xl border border-warning/50 bg-warning/15 px-3.5 py-3 text-sm font-medium text-foreground"
            >
              <Icon path={mdiAlertOutline} size={20} className="shrink-0 text-warning" />
              {loginReasonMessages[reason]}
            </div>
          )}
          <LoginForm
            onSignedIn={(session) => {
              signIn(session);
              void navigate('/inicio', { replace: true });
            }}
          />
          <DemoAccountNote />
        </div>
      </main>
    </div>
  );
};
