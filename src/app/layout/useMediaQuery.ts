import { useSyncExternalStore } from 'react';

/** The lg breakpoint of the spec: under it the drawer is a temporary overlay. */
export const desktopQuery = '(min-width: 1280px)';

/** Whether a media query matches now; false where `matchMedia` does not exist (tests). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
