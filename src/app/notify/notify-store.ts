import { create } from 'zustand';

export type NotifyColor = 'success' | 'error' | 'warning' | 'info';

export type NotifyAction = { text: string; onClick?: () => void };

/** How a screen reader hears a message: assertive interrupts, polite waits for a pause. */
export type NotifyPoliteness = 'polite' | 'assertive';

export type NotifyOptions = {
  message: string;
  color?: NotifyColor;
  /**
   * Milliseconds before a plain success or info hides itself; 0 or less keeps it until closed.
   * Ignored for errors, warnings and bars with actions: those always wait for the user.
   */
  timeout?: number;
  actions?: readonly NotifyAction[];
};

type NotifyState = {
  show: boolean;
  message: string;
  color: NotifyColor;
  /** The timeout the bar keeps: 0 when the message must wait to be closed or acted on. */
  timeout: number;
  actions: readonly NotifyAction[];
  /** Changes with every message, so a new one restarts the timer and an old close cannot hide it. */
  id: number;
  open: (options: NotifyOptions) => void;
  close: (id: number) => void;
};

export const defaultTimeout = 3000;

const urgentColors: ReadonlySet<NotifyColor> = new Set(['error', 'warning']);

/**
 * How long a message stays by itself (WCAG 2.2.1, timing adjustable): an error, a warning or a
 * bar with actions stays until it is closed or acted on, since a keyboard or screen-reader user
 * may need longer than any timeout to read it or reach its action; a plain success or info
 * keeps the caller's timeout, the spec's 3000 ms by default.
 *
 * @example
 * resolveTimeout({ color: 'success' }) // 3000
 * resolveTimeout({ color: 'error', timeout: 5000 }) // 0: stays until closed
 * resolveTimeout({ color: 'info', actions: [{ text: 'Deshacer' }] }) // 0
 */
export const resolveTimeout = ({
  color = 'success',
  timeout = defaultTimeout,
  actions = [],
}: Omit<NotifyOptions, 'message'>): number => (urgentColors.has(color) || actions.length > 0 ? 0 : timeout);

/** Errors and safety warnings interrupt the screen reader; successes and info wait their turn. */
export const politenessOf = (color: NotifyColor): NotifyPoliteness =>
  urgentColors.has(color) ? 'assertive' : 'polite';

export const useNotifyStore = create<NotifyState>()((set) => ({
  show: false,
  message: '',
  color: 'success',
  timeout: defaultTimeout,
  actions: [],
  id: 0,
  open: ({ message, color = 'success', timeout, actions = [] }) =>
    set((state) => ({
      show: true,
      message,
      color,
      timeout: resolveTimeout({ color, timeout, actions }),
      actions,
      id: state.id + 1,
    })),
  close: (id) => set((state) => (state.id === id && state.show ? { show: false } : state)),
}));
