// Functions that run inside the page (Playwright serialises them): each one is self-contained.

/**
 * Init script of every document: records when the manage table first shows data rows (a
 * cell without colspan; the loading and empty rows span the table), in ms from navigation.
 */
export function watchFirstRows() {
  window.__bench = {};
  const observer = new MutationObserver(() => {
    if (document.querySelector('tbody td:not([colspan])')) {
      document.body.getBoundingClientRect();
      window.__bench.firstRows = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Arms a measurement of the next keystroke in `inputSelector`: from its keydown (capture
 * phase) to the first change under `watchSelector` after which every element matching
 * `itemSelector` holds every one of `words` (without accents, lower case), with layout
 * forced. Returns false, measuring nothing, when the screen already shows such items (and
 * the promise gives null when they show by the keydown).
 *
 * @param {{ inputSelector: string, watchSelector: string, itemSelector: string, words: readonly string[] }} search
 */
export function armSearch({ inputSelector, watchSelector, itemSelector, words }) {
  const fold = (/** @type {string | null} */ text) =>
    (text ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const isDone = () => {
    const items = [...document.querySelectorAll(itemSelector)];
    return items.length > 0 && items.every((item) => words.every((word) => fold(item.textContent).includes(word)));
  };
  if (isDone()) return false;
  // The page has both elements: the bench arms the search after the list shows.
  const input = /** @type {HTMLElement} */ (document.querySelector(inputSelector));
  const watched = /** @type {Node} */ (document.querySelector(watchSelector));
  window.__bench.search = new Promise((resolve, reject) => {
    let started = 0;
    const observer = new MutationObserver(() => {
      if (started === 0 || !isDone()) return;
      document.body.getBoundingClientRect();
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(watched, { childList: true, subtree: true, characterData: true });
    input.addEventListener(
      'keydown',
      () => {
        started = performance.now();
        // The answer to an earlier letter already shows the whole query's items: nothing to time.
        if (isDone()) {
          observer.disconnect();
          resolve(null);
        }
      },
      { capture: true, once: true },
    );
    setTimeout(() => {
      observer.disconnect();
      const items = [...document.querySelectorAll(itemSelector)].map((item) => item.textContent);
      reject(
        new Error(`'${words.join(' ')}': 10 s after the last keystroke, ${items.length} items: ${items.slice(0, 3)}`),
      );
    }, 10_000);
  });
  input.focus();
  return true;
}
