import { mdiAlertCircleOutline, mdiAlertOutline, mdiCheckCircleOutline, mdiInformationOutline } from '@mdi/js';
import { type KeyboardEvent, useRef } from 'react';
import { Icon } from '../ui/Icon';
import { type NotifyAction, type NotifyColor, politenessOf, useNotifyStore } from './notify-store';
import { useAutoClose } from './useAutoClose';
import { useFocusReturn } from './useFocusReturn';

const looks: Readonly<Record<NotifyColor, { className: string; icon: string }>> = {
  success: { className: 'bg-success text-on-success', icon: mdiCheckCircleOutline },
  error: { className: 'bg-error text-on-error', icon: mdiAlertCircleOutline },
  warning: { className: 'bg-warning text-on-warning', icon: mdiAlertOutline },
  info: { className: 'bg-info text-on-info', icon: mdiInformationOutline },
};

const barClass = 'pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-xl py-2 pr-2 pl-4 shadow-lg';

const actionClass =
  'rounded-lg px-3 py-1.5 text-sm font-semibold hover:bg-black/5 ' +
  'focus-visible:outline-2 focus-visible:outline-current';

/**
 * The global message bar (spec, section 2): message, colour, timeout, actions and 'Cerrar'.
 *
 * Its two live regions, polite `status` and assertive `alert`, are rendered from the app's first
 * render and stay mounted, empty between messages: a screen reader only announces text that
 * arrives in a region it already knows. Only the message goes into a region, not the buttons.
 */
export const MessageBar = () => {
  const { show, message, color, timeout, actions, id, close } = useNotifyStore();
  const politeness = politenessOf(color);
  const barRef = useRef<HTMLElement>(null);
  const pause = useAutoClose({ show, id, timeout, close });
  const focusReturn = useFocusReturn(barRef);

  const dismiss = (action?: NotifyAction) =>
    focusReturn.leaving(() => {
      action?.onClick?.();
      close(id);
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !show) return;
    event.stopPropagation();
    dismiss();
  };

  const look = looks[color];
  // A new <span> per message, inside regions that stay, so even a repeated text is announced again.
  const text = show ? <span key={id}>{message}</span> : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <section
        ref={barRef}
        aria-label="Mensajes"
        className={show ? `${barClass} ${look.className}` : undefined}
        onMouseEnter={pause.onMouseEnter}
        onMouseLeave={pause.onMouseLeave}
        onFocus={(event) => {
          pause.onFocus();
          focusReturn.onFocus(event);
        }}
        onBlur={pause.onBlur}
        onKeyDown={onKeyDown}
      >
        {show && <Icon path={look.icon} size={22} className="shrink-0" />}
        <div className={show ? 'min-w-0 flex-1 py-1.5 text-sm font-medium' : undefined}>
          <div role="status" aria-live="polite" aria-atomic="true">
            {politeness === 'polite' && text}
          </div>
          <div role="alert" aria-live="assertive" aria-atomic="true">
            {politeness === 'assertive' && text}
          </div>
        </div>
        {show &&
          actions.map((action) => (
            <button key={action.text} type="button" className={actionClass} onClick={() => dismiss(action)}>
              {action.text}
            </button>
          ))}
        {show && (
          <button type="button" className={actionClass} onClick={() => dismiss()}>
            Cerrar
          </button>
        )}
      </section>
    </div>
  );
};
