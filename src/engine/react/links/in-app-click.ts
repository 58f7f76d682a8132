import type { MouseEvent } from 'react';

/**
 * A link's click handler that opens its page in the app on a plain click, and leaves a modified
 * one (a new tab, a download) to the browser, as it does without `navigate`.
 *
 * @example
 * <a href="/transferencias/4" onClick={inAppClick('/transferencias/4', navigate)}>4</a>
 */
export const inAppClick =
  (href: string, navigate: ((path: string) => void) | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    const isPlainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (!navigate || !isPlainClick || event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  };
