import { type FocusEvent, type RefObject, useRef } from 'react';
import { focusPageHeading } from '../routes/page-focus';

/**
 * Remembers where focus was before it entered the bar, and puts it back there when the bar is
 * closed or acted on from inside, so a keyboard user is never dropped on the page body. When
 * that element has gone (or cannot take focus), the page's heading takes it (`focusPageHeading`).
 */
export const useFocusReturn = (barRef: RefObject<HTMLElement | null>) => {
  const returnTo = useRef<HTMLElement | null>(null);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from && event.currentTarget.contains(from)) return;
    returnTo.current = from instanceof HTMLElement ? from : null;
  };

  /** Runs `leave` (an action, a close); afterwards, if focus was in the bar and nothing else took it, restores it. */
  const leaving = (leave: () => void) => {
    const bar = barRef.current;
    const wasInside = bar?.contains(document.activeElement) ?? false;
    leave();
    if (!wasInside || !isStillInBarOrLost(bar)) return;
    const target = returnTo.current;
    if (target?.isConnected) {
      target.focus();
      if (document.activeElement === target) return;
    }
    focusPageHeading({ preventScroll: true });
  };

  return { onFocus, leaving };
};

const isStillInBarOrLost = (bar: HTMLElement | null) => {
  const active = document.activeElement;
  return active === null || active === document.body || (bar?.contains(active) ?? false);
};
