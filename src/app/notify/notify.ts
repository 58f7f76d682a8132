import { type NotifyColor, type NotifyOptions, useNotifyStore } from './notify-store';

type KindOptions = Omit<NotifyOptions, 'message' | 'color'>;

const kind =
  (color: NotifyColor) =>
  (message: string, options: KindOptions = {}) =>
    useNotifyStore.getState().open({ ...options, message, color });

/**
 * Shows the global message bar from anywhere, React or not.
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
