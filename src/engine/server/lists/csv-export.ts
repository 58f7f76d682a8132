import { formatterOf } from '../../cell-format';
import type { AnyEntity, ColumnConfig } from '../../contract/entity';
import { csvBom, csvRecord } from './csv';
import type { ShapeRow } from './sorted-chunks';

/**
 * The columns an export has: the table's (the config's `columns`), less any whose path the
 * GET shape does not have (a private field never leaves the server).
 *
 * @example
 * exportColumns(users, (path) => path !== 'passwordHash') // [{ key: 'name', label: 'Nombre' }, ...]
 */
export const exportColumns = (entity: AnyEntity, isShown: (path: string) => boolean): ColumnConfig[] =>
  entity.columns.filter((column) => isShown(column.key));

/**
 * The CSV text of a list in parts, one chunk of rows each, the last part being the
 * generator's return value (as `jsonBody` sends them): the byte order mark and the Spanish
 * headers, then each row's cells as the table shows them (dates dd/mm/aaaa, Sí/No, an enum's
 * label). A part is given out once the next chunk is read, so an export of one chunk is one text.
 *
 * @example
 * return c.body(await jsonBody(csvParts({ entity, columns, chunks: repository.sortedRows(entity, list, sort) })));
 */
export async function* csvParts(options: {
  entity: AnyEntity;
  columns: readonly ColumnConfig[];
  chunks: AsyncIterable<readonly ShapeRow[]>;
}): AsyncGenerator<string, string> {
  const { entity, columns } = options;
  const formatters = columns.map((column) => formatterOf(entity, column));
  const recordOf = (row: ShapeRow) => csvRecord(formatters.map((format) => format(row)));
  let text = `${csvBom}${csvRecord(columns.map((column) => column.label))}`;
  let isFirst = true;
  for await (const rows of options.chunks) {
    const chunk = rows.map(recordOf).join('');
    if (!isFirst) yield text;
    text = isFirst ? `${text}${chunk}` : chunk;
    isFirst = false;
  }
  return text;
}

/**
 * The `Content-Disposition` of an export: `<plural>-YYYY-MM-DD.csv`, in ASCII (accents
 * dropped, spaces as dashes) and as `filename*` in UTF-8.
 *
 * @example
 * csvDisposition('Vacunas aplicadas', '2026-03-05')
 * // `attachment; filename="vacunas-aplicadas-2026-03-05.csv"; filename*=UTF-8''vacunas-aplicadas-2026-03-05.csv`
 */
export const csvDisposition = (plural: string, day: string): string => {
  const name = `${plural.toLowerCase().replaceAll(/\s+/g, '-')}-${day}.csv`;
  const ascii = name
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .replaceAll(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};
