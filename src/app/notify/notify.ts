import { type NotifyColor, type NotifyOptions, useNotifyStore } from './notify-store';

type KindOptions = Omit<NotifyOptions, 'message' | 'color'>;

const kind =
  (color: NotifyColor) =>
  (message: string, options: KindOptions = {}) =>
    useNotifyStore.getState().open({ ...options, message, color });

/**
 * Shows the global message bar from anywhere, React or not. A plain success or info hides
 * itself after 3000 ms (or its `timeout`); an error, a warning or a message with actions stays
 * until it is closed or acted on, whatever `timeout` says (see `resolveTimeout`).
 *
 * @example
 * notify.error('Falló el login', { actions: [{ text: 'Reintentar', onClick: retry }] });
 */
export const notify = {
  show: (options: NotifyOptions) => useNotifyStore.getState().open(options),
  success: kind('success'),
  error: kind('error'),
  warning: kind('warning'),
  info: kind('info'),
};
