import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { mdiAccountCircleOutline, mdiKeyVariant, mdiLogout } from '@mdi/js';
import { Link } from 'react-router-dom';
import { passwordPath } from '../account/password-path';
import { Icon } from '../ui/Icon';

const label = 'Menú de la cuenta';

const itemClass =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-foreground data-focus:bg-surface-muted';

/**
 * The account's actions folded behind one button, for a top bar too narrow to show them side by
 * side (a phone, or 400 % zoom: WCAG 1.4.10 Reflow). Headless UI's menu: arrows, Home, End,
 * typing a letter, Enter and Escape; the list is named after its button.
 */
export const AccountMenu = ({ onLogout, className = '' }: { onLogout: () => void; className?: string }) => (
  <Menu>
    <MenuButton
      aria-label={label}
      title={label}
      className={
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors ' +
        'hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-focus ' +
        'data-open:bg-surface-muted data-open:text-foreground ' +
        className
      }
    >
      <Icon path={mdiAccountCircleOutline} size={24} />
    </MenuButton>
    <MenuItems
      anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
      transition
      className="z-40 w-56 rounded-xl border border-border bg-surface p-1 shadow-xl transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
    >
      <MenuItem>
        <Link to={passwordPath} className={itemClass}>
          <Icon path={mdiKeyVariant} size={20} className="shrink-0 text-muted" />
          Cambiar contraseña
        </Link>
      </MenuItem>
      <MenuItem>
        <button type="button" onClick={onLogout} className={itemClass}>
          <Icon path={mdiLogout} size={20} className="shrink-0 text-muted" />
          Cerrar sesión
        </button>
      </MenuItem>
    </MenuItems>
  </Menu>
);
