import { type FocusEvent, useEffect, useState } from 'react';

type AutoClose = { show: boolean; id: number; timeout: number; close: (id: number) => void };

/**
 * Hides the message after its timeout (0 or less: never), paused while the pointer is over the
 * bar or focus is inside it. When both have left, the full timeout starts again rather than what
 * remained of it: someone who just read the bar or tabbed out of it gets the whole time, never a
 * remainder of a few milliseconds. Spread the returned handlers on the bar.
 */
export const useAutoClose = ({ show, id, timeout, close }: AutoClose) => {
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const isPaused = isHovered || hasFocusWithin;

  // A hidden bar fires no leave events, so the next message starts unpaused.
  useEffect(() => {
    if (show) return;
    setHovered(false);
    setFocusWithin(false);
  }, [show]);

  useEffect(() => {
    if (!show || timeout <= 0 || isPaused) return;
    const timer = window.setTimeout(() => close(id), timeout);
    return () => window.clearTimeout(timer);
  }, [show, id, timeout, isPaused, close]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocusWithin(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
    },
  };
};
