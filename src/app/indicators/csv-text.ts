/**
 * CSV as spreadsheet software in Spanish locales opens it, the server's exports' dialect:
 * `;` between fields (the comma is the decimal mark), CRLF after each record, RFC 4180 quoting,
 * a UTF-8 byte order mark first, and a text that would run as a formula made plain with a `'`.
 */

/** The byte order mark that starts the file. */
export const csvBom = '\uFEFF';

/** A cell: a text, or a figure already written in Spanish (never guarded, so '-5,0' stays a number). */
export type CsvCell = string | { figure: string };

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[;"\r\n]/;

/**
 * One record: its cells joined by `;`, ended by CRLF.
 *
 * @example
 * csvRecord(['Centro Norte; sede 2', { figure: '-5,0' }]) // '"Centro Norte; sede 2";-5,0\r\n'
 */
export const csvRecord = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(';')}\r\n`;

const csvCell = (cell: CsvCell): string => {
  if (typeof cell !== 'string') return cell.figure;
  const safe = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
