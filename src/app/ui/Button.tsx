import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'outline' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 h-10 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

export const buttonVariants: Readonly<Record<Variant, string>> = {
  primary: `${base} bg-primary text-on-primary shadow-sm hover:brightness-95 active:brightness-90`,
  outline: `${base} border border-border bg-surface text-foreground hover:bg-surface-muted`,
  ghost: `${base} text-foreground hover:bg-surface-muted`,
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  isBusy?: boolean;
};

/**
 * A button of the app. While `isBusy` it shows a spinner and ignores clicks (a submit included)
 * but stays enabled, so the focus stays on it: a disabled button would drop the focus to the page.
 */
export const Button = ({ variant = 'primary', isBusy = false, className = '', children, ...props }: ButtonProps) => (
  <button
    type="button"
    {...props}
    onClick={(event) => (isBusy ? event.preventDefault() : props.onClick?.(event))}
    aria-disabled={isBusy || undefined}
    aria-busy={isBusy || undefined}
    className={`${buttonVariants[variant]} ${className}`}
  >
    {isBusy && <Spinner size={18} />}
    {children}
  </button>
);
