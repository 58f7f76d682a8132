import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves the keyboard focus to the new page's heading after each client-side navigation (a
 * menu entry, the login, a redirect, the browser's back button), so keyboard and screen reader
 * users start reading the page they asked for instead of the body. The first page of a load
 * keeps the browser's own focus, as WAI guidance for single-page apps suggests.
 *
 * @example
 * const AppFrame = () => { useFocusPageOnNavigation(); return <Outlet />; };
 */
export const useFocusPageOnNavigation = () => {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    focusPageHeading();
  }, [pathname]);
};

/**
 * Focuses the page's `<h1>` (every page renders one with tabIndex -1), or its `<main>` when the
 * page has no heading yet.
 */
export const focusPageHeading = (options?: FocusOptions): void => {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  target?.focus(options);
};
