import { mdiKeyVariant, mdiLogout, mdiMenu, mdiMenuOpen } from '@mdi/js';
import { Link } from 'react-router-dom';
import { isRole, roleLabels } from '../../domain/roles';
import { passwordPath } from '../account/password-path';
import { SyncStatus } from '../offline/SyncStatus';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { Logo } from '../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { drawerId } from './NavDrawer';

type TopBarProps = {
  role: string | null;
  /** Where the account works ('Centro de Salud Norte', 'Distrito Lima Norte'), once known. */
  placeName?: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

/**
 * The account's two actions side by side from the sm breakpoint; under it, where they and the
 * theme switch would not fit in 320 px (WCAG 1.4.10 Reflow), one account menu holds them.
 */
const wideOnly =
  'hidden h-10 shrink-0 items-center gap-2 rounded-full px-3.5 text-sm font-medium text-muted transition-colors ' +
  'hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-focus sm:inline-flex';

export const TopBar = ({ role, placeName, isMenuOpen, onToggleMenu, onLogout }: TopBarProps) => (
  <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-border bg-surface/85 px-3 backdrop-blur sm:gap-2 sm:px-4">
    <IconButton
      label={isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}
      icon={isMenuOpen ? mdiMenuOpen : mdiMenu}
      aria-expanded={isMenuOpen}
      aria-controls={drawerId}
      onClick={onToggleMenu}
    />
    <Link to="/inicio" className="rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-focus">
      <Logo />
    </Link>
    <div className="flex-1" />
    {role && (
      <span className="mr-1 hidden min-w-0 truncate rounded-full border border-border bg-surface-muted px-3 py-1 text-xs font-medium text-muted sm:inline">
        {isRole(role) ? roleLabels[role] : role}
        {placeName && <span className="hidden md:inline"> · {placeName}</span>}
      </span>
    )}
    <SyncStatus />
    <ThemeToggle />
    <Link to={passwordPath} title="Cambiar contraseña" className={wideOnly}>
      <Icon path={mdiKeyVariant} size={22} />
      <span className="sr-only lg:not-sr-only">Cambiar contraseña</span>
    </Link>
    <button type="button" onClick={onLogout} title="Cerrar sesión" className={wideOnly}>
      <Icon path={mdiLogout} size={22} />
      <span>Cerrar sesión</span>
    </button>
    <AccountMenu onLogout={onLogout} className="sm:hidden" />
  </header>
);
