import { type FocusEvent, useEffect, useState } from 'react';

type AutoClose = { show: boolean; id: number; timeout: number; close: (id: number) => void };

/**
 * Hides the message after its timeout (0 or less: never), paused while the pointer is over the
 * bar or focus is inside it. When both have left, the full timeout starts again rather than what
 * remained of it: someone who just read the bar or tabbed out of it gets the whole time, never a
 * remainder of a few milliseconds. Spread the returned handlers on the bar.
 */
type Pause = { id: number; isHovered: boolean; hasFocusWithin: boolean };

export const useAutoClose = ({ show, id, timeout, close }: AutoClose) => {
  // Kept per message: a hidden bar fires no leave events, so a new message (a new id) starts unpaused.
  const [pause, setPause] = useState<Pause>({ id, isHovered: false, hasFocusWithin: false });
  const isPaused = pause.id === id && (pause.isHovered || pause.hasFocusWithin);
  const update = (change: Partial<Omit<Pause, 'id'>>) =>
    setPause((before) => ({
      ...(before.id === id ? before : { isHovered: false, hasFocusWithin: false }),
      ...change,
      id,
    }));

  useEffect(() => {
    if (!show || timeout <= 0 || isPaused) return;
    const timer = window.setTimeout(() => close(id), timeout);
    return () => window.clearTimeout(timer);
  }, [show, id, timeout, isPaused, close]);

  return {
    onMouseEnter: () => update({ isHovered: true }),
    onMouseLeave: () => update({ isHovered: false }),
    onFocus: () => update({ hasFocusWithin: true }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) update({ hasFocusWithin: false });
    },
  };
};
