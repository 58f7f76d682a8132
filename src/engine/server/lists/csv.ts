/**
 * CSV as spreadsheet software in Spanish locales opens it: `;` between fields (the comma is
 * the decimal mark there), CRLF after each record, fields quoted as RFC 4180 says, and a
 * UTF-8 byte order mark first so accents are read as UTF-8.
 */

/** The byte order mark that starts the file. */
export const csvBom = '\uFEFF';

export const csvSeparator = ';';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** Characters that make a field need quotes. */
const needsQuotes = /[;"\r\n]/;

/**
 * One field: a text a spreadsheet would run as a formula gets a `'` first (OWASP's advice),
 * and a field holding the separator, a quote or a line break is quoted, its quotes doubled.
 *
 * @example
 * csvField('Peña; Ana') // '"Peña; Ana"'
 * csvField('=1+1') // "'=1+1"
 * csvField('dice "hola"') // '"dice ""hola"""'
 */
export const csvField = (text: string): string => {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * One record: its fields joined by `;`, ended by CRLF.
 *
 * @example
 * csvRecord(['Nombre', 'Apellido']) // 'Nombre;Apellido\r\n'
 */
export const csvRecord = (fields: readonly string[]): string => `${fields.map(csvField).join(csvSeparator)}\r\n`;
