import { mdiAlertCircleOutline, mdiAlertOutline, mdiCheckCircleOutline, mdiInformationOutline } from '@mdi/js';
import { useEffect } from 'react';
import { Icon } from '../ui/Icon';
import { type NotifyColor, useNotifyStore } from './notify-store';

const looks: Readonly<Record<NotifyColor, { className: string; icon: string }>> = {
  success: { className: 'bg-success text-on-success', icon: mdiCheckCircleOutline },
  error: { className: 'bg-error text-on-error', icon: mdiAlertCircleOutline },
  warning: { className: 'bg-warning text-on-warning', icon: mdiAlertOutline },
  info: { className: 'bg-info text-on-info', icon: mdiInformationOutline },
};

const actionClass =
  'rounded-lg px-3 py-1.5 text-sm font-semibold hover:bg-black/10 ' +
  'focus-visible:outline-2 focus-visible:outline-current';

/** The global message bar (spec, section 2): message, colour, timeout, actions and 'Cerrar'. */
export const MessageBar = () => {
  const { show, message, color, timeout, actions, id, close } = useNotifyStore();

  useEffect(() => {
    if (!show || timeout <= 0) return;
    const timer = window.setTimeout(() => close(id), timeout);
    return () => window.clearTimeout(timer);
  }, [show, timeout, id, close]);

  if (!show) return null;
  const look = looks[color];
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        role={color === 'error' ? 'alert' : 'status'}
        className={`pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-xl py-2 pr-2 pl-4 shadow-lg ${look.className}`}
      >
        <Icon path={look.icon} size={22} className="shrink-0" />
        <p className="flex-1 py-1.5 text-sm font-medium">{message}</p>
        {actions.map((action) => (
          <button
            key={action.text}
            type="button"
            className={actionClass}
            onClick={() => {
              action.onClick?.();
              close(id);
            }}
          >
            {action.text}
          </button>
        ))}
        <button type="button" className={actionClass} onClick={() => close(id)}>
          Cerrar
        </button>
      </div>
    </div>
  );
};
