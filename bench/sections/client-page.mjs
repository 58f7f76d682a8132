// Functions that run inside the page (Playwright serialises them): each one is self-contained.

/**
 * Init script of every document: records when the manage table first shows data rows (a
 * cell without colspan; the loading and empty rows span the table).
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

/** From the end of the list's response to the first data rows in the DOM, in ms. */
export function firstRenderMs() {
  const response = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/v1/patients'));
  return window.__bench.firstRows - response.responseEnd;
}

/**
 * Arms a measurement of the next keystroke in the input `inputSelector`: from its keydown
 * (capture phase) to the first change of the watched elements, with layout forced, so the
 * time covers filtering, rendering, committing and laying out the rows.
 */
export function armKeystroke({ inputSelector, watchSelectors }) {
  const input = document.querySelector(inputSelector);
  const watched = watchSelectors.map((selector) => document.querySelector(selector)).filter(Boolean);
  window.__bench.keystroke = new Promise((resolve, reject) => {
    let started = 0;
    const observer = new MutationObserver(() => {
      if (started === 0) return;
      document.body.getBoundingClientRect();
      observer.disconnect();
      resolve(performance.now() - started);
    });
    for (const element of watched) observer.observe(element, { childList: true, subtree: true, characterData: true });
    input.addEventListener(
      'keydown',
      () => {
        started = performance.now();
      },
      { capture: true, once: true },
    );
    setTimeout(() => reject(new Error(`No change after typing in ${inputSelector}`)), 5000);
  });
  input.focus();
}

/**
 * The baseline of the search: the same rows, one lower-cased joined string per row built
 * beforehand, a plain `includes` per keystroke and the first page written to a DOM table.
 */
export async function mountBaseline({ token, columns, pageSize }) {
  const response = await fetch('/api/v1/patients', { headers: { authorization: `Bearer ${token}` } });
  const rows = await response.json();
  const read = (row, path) => path.split('.').reduce((value, key) => value?.[key], row) ?? '';
  const keys = rows.map((row) =>
    columns
      .map((column) => read(row, column))
      .join(' ')
      .toLowerCase(),
  );
  const container = document.createElement('section');
  container.id = 'bench-baseline';
  container.innerHTML = '<input id="bench-baseline-input"><table><tbody></tbody></table><span></span>';
  document.body.append(container);
  const input = container.querySelector('input');
  const body = container.querySelector('tbody');
  const pager = container.querySelector('span');
  const show = () => {
    const needle = input.value.toLowerCase();
    const matches = needle === '' ? rows : rows.filter((_, index) => keys[index].includes(needle));
    body.replaceChildren(
      ...matches.slice(0, pageSize).map((row) => {
        const line = document.createElement('tr');
        for (const column of columns) {
          const cell = document.createElement('td');
          cell.textContent = read(row, column);
          line.append(cell);
        }
        return line;
      }),
    );
    pager.textContent = `Página 1 de ${Math.max(1, Math.ceil(matches.length / pageSize))}`;
  };
  input.addEventListener('input', show);
  show();
  return rows.length;
}
