import type { ButtonHTMLAttributes } from 'react';
import { Icon } from './Icon';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Read by screen readers and shown as the tooltip. */
  label: string;
  icon: string;
};

export const IconButton = ({ label, icon, className = '', ...props }: IconButtonProps) => (
  <button
    type="button"
    aria-label={label}
    title={label}
    {...props}
    className={
      'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors ' +
      'hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-focus ' +
      className
    }
  >
    <Icon path={icon} size={22} />
  </button>
);
