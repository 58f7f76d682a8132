import { isRolledBack, type WriteResult } from './data-provider';

/** A button of a message, such as 'Deshacer': it runs its callback, then the message closes. */
export type NotifyAction = { text: string; onClick?: () => void };

/** Transient messages; the app decides how they look (its message bar). */
export type Notify = {
  success: (message: string, options?: { actions?: readonly NotifyAction[] }) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
};

/**
 * Tells the user how a write ended: a warning when the server rolled it back, otherwise the
 * success message, with its buttons when given ('Deshacer'). Returns whether the change stands.
 *
 * @example
 * notifyWriteResult(notify, result, { success: 'País eliminado correctamente',
 *   rolledBack: 'El sistema revirtió la eliminación por seguridad' })
 */
export const notifyWriteResult = (
  notify: Notify,
  result: WriteResult,
  messages: { success: string; rolledBack: string; actions?: readonly NotifyAction[] },
): boolean => {
  if (isRolledBack(result)) {
    notify.warning(messages.rolledBack);
    return false;
  }
  if (messages.actions && messages.actions.length > 0) notify.success(messages.success, { actions: messages.actions });
  else notify.success(messages.success);
  return true;
};
