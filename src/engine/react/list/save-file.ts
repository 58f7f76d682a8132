/**
 * Hands a file made in the browser to the browser to save, as a link with `download` would.
 *
 * @example
 * saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), 'indicadores-2026.csv');
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
