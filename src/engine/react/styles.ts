/**
 * Tailwind class lists shared by the engine's widgets, over the app's theme tokens: brand
 * colours (`primary`, `error`, with their `on-*` text colours), surfaces (`background`,
 * `surface`, `surface-muted`, `border`), text (`foreground`, `muted`, `text-error`), control
 * boundaries (`input`) and the focus ring (`focus`), each readable where it is drawn in both
 * themes (`contrastPairs` in the theme).
 */

/** Every control's keyboard focus: a 2 px ring in the `focus` colour, 3:1 against the surface around it. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const controlSkin = [
  'rounded-xl border border-input bg-surface text-sm text-foreground',
  'placeholder:text-muted transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  `aria-invalid:border-error ${focusRing}`,
].join(' ');

/** A form control filling its column. */
export const controlClass = `${controlSkin} block w-full px-3.5 py-2.5`;

/** A small inline select (the page size). */
export const compactSelectClass = `${controlSkin} px-2 py-1.5`;

const buttonBase = `inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

/** The button looks: the main action, a secondary one, a destructive one, a quiet one (a way back), and an icon button. */
export const buttonClass = {
  primary: `${buttonBase} bg-primary text-on-primary shadow-sm hover:brightness-95 active:brightness-90`,
  secondary: `${buttonBase} border border-border bg-surface text-foreground hover:bg-surface-muted`,
  danger: `${buttonBase} bg-error text-on-error shadow-sm hover:brightness-110 active:brightness-95`,
  ghost: `${buttonBase} text-foreground hover:bg-surface-muted`,
  icon: `inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-foreground disabled:opacity-60 ${focusRing}`,
} as const;

/** A button that is busy: it keeps the focus (no `disabled`) and says so with `aria-disabled`. */
export const busyClass = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

export const cardClass = 'rounded-xl border border-border bg-surface shadow-sm';

/** A dialog's panel: a card that scrolls within the window's height. */
export const dialogPanelClass = `${cardClass} max-h-[90vh] overflow-y-auto p-6 shadow-xl`;

/** Fade and scale of a dialog panel as it opens and closes (Headless UI `transition`). */
export const panelTransition = 'transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0';
