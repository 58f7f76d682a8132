/** Tailwind class lists shared by the engine's widgets, over the app's theme tokens. */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

const controlSkin = [
  'rounded-lg border border-border bg-surface text-sm text-foreground shadow-sm',
  'placeholder:text-muted transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
  'aria-invalid:border-error aria-invalid:focus:ring-error/30',
].join(' ');

/** A form control filling its column. */
export const controlClass = `${controlSkin} block w-full px-3 py-2`;

/** A small inline select (the page size). */
export const compactSelectClass = `${controlSkin} px-2 py-1.5`;

const buttonBase = `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const buttonClass = {
  primary: `${buttonBase} bg-primary text-white hover:bg-primary/90`,
  secondary: `${buttonBase} border border-border bg-surface text-foreground hover:bg-background`,
  danger: `${buttonBase} bg-error text-white hover:bg-error/90`,
  icon: `inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-background hover:text-foreground disabled:opacity-60 ${focusRing}`,
} as const;

export const cardClass = 'rounded-xl border border-border bg-surface shadow-sm';

export const dialogPanelClass = `${cardClass} max-h-[90vh] overflow-y-auto p-6 shadow-xl`;

/** Fade and scale of a dialog panel as it opens and closes (Headless UI `transition`). */
export const panelTransition = 'transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0';
