import { z } from 'zod';
import { staffRoles } from '../../domain/roles';
import {
  type PlaceStockItem,
  type PlaceStockPage,
  placeStockPageSchema,
  placeStockQuerySchema,
} from '../../domain/supply/place-stock';
import { placeTypeLabels } from '../../domain/supply/stock-places';
import { formatDate, programmeToday } from '../../engine';
import { answer, csvBom, csvDisposition, csvRecord, defineRoute, jsonBody } from '../../engine/server';
import { placeStockRows, placeStockTotal, type StockFilter } from './place-stock-query';
import { stockPlacesFilter } from './stock-places-filter';

const placeWords =
  'El lugar: `centerId` (un centro) u `orgUnitId` (el almacén de una unidad, los de las unidades por debajo y sus centros), no ambos (400); sin ellos, cada lugar del ámbito de quien pregunta (un administrador de distrito ve el almacén de su distrito y sus centros, no el almacén nacional). Un lugar fuera de su ámbito: 403.';

const fields =
  '`vials` los viales cerrados, `openVials` y `openDoses` el vial abierto y sus dosis, `doses` el total en dosis (viales × dosis por vial + dosis abiertas). Los viales en tránsito no están en ninguna fila.';

/**
 * `GET /stock` (staff): each lot's stock on hand per place in the caller's scope, by place then
 * earliest expiry first (FEFO), paged; the dose form's lot search reads it with `centerId`.
 */
export const placeStockRoute = defineRoute(
  {
    method: 'get',
    path: '/stock',
    operationId: 'stock.list',
    tag: 'Stock',
    roles: staffRoles,
    summary: 'Stock por lugar',
    description: `Los lotes activos con viales o dosis abiertas en cada lugar, por lugar (almacenes primero) y vencimiento más próximo primero. ${fields} ${placeWords} \`vaccineId\` y \`vaccineBatchId\` la acotan.`,
    query: placeStockQuerySchema,
    answers: { 200: { description: 'Una página de filas de stock y su total.', schema: placeStockPageSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db, user }) => {
    const { page, pageSize, vaccineId, vaccineBatchId } = query;
    const filter = { places: await stockPlacesFilter(db, { scope: user.scope, query }), vaccineId, vaccineBatchId };
    const [items, total] = await Promise.all([
      placeStockRows(db, { filter, limit: pageSize, offset: (page - 1) * pageSize }),
      placeStockTotal(db, filter),
    ]);
    const stock: PlaceStockPage = { items, total, page, pageSize };
    return answer(200, stock);
  },
);

const headers = [
  'Tipo de lugar',
  'Lugar',
  'Lote',
  'Vacuna',
  'Vencimiento',
  'Viales',
  'Viales abiertos',
  'Dosis abiertas',
  'Dosis',
];

const recordOf = (item: PlaceStockItem) =>
  csvRecord([
    placeTypeLabels[item.placeType],
    item.placeName,
    item.batchNumber,
    item.vaccineName,
    formatDate(item.expirationDate),
    String(item.vials),
    String(item.openVials),
    String(item.openDoses),
    String(item.doses),
  ]);

const chunkRows = 1000;

async function* csvParts(
  db: Parameters<typeof placeStockRows>[0],
  filter: StockFilter,
): AsyncGenerator<string, string> {
  let text = `${csvBom}${csvRecord(headers)}`;
  for (let offset = 0; ; offset += chunkRows) {
    const items = await placeStockRows(db, { filter, limit: chunkRows, offset });
    if (items.length === 0) return text;
    yield text;
    text = items.map(recordOf).join('');
  }
}

/** `GET /stock/export.csv` (staff): the same rows, all, as CSV, streamed in chunks. */
export const placeStockExportRoute = defineRoute(
  {
    method: 'get',
    path: '/stock/export.csv',
    operationId: 'stock.export',
    tag: 'Stock',
    roles: staffRoles,
    summary: 'Exportar el stock por lugar (CSV)',
    description: `Las mismas filas que \`GET /stock\`, todas, en CSV separado por punto y coma (UTF-8 con BOM), enviado por partes. ${placeWords}`,
    query: placeStockQuerySchema.omit({ page: true, pageSize: true }),
    answers: {
      200: {
        description: 'El archivo CSV.',
        contentType: 'text/csv',
        schema: z.string().meta({ contentMediaType: 'text/csv' }),
      },
    },
    errors: [400, 401, 403, 500],
  },
  async ({ c, query }, { db, user }) => {
    const { vaccineId, vaccineBatchId } = query;
    const filter = { places: await stockPlacesFilter(db, { scope: user.scope, query }), vaccineId, vaccineBatchId };
    const body = await jsonBody(csvParts(db, filter));
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=UTF-8',
      'content-disposition': csvDisposition('Stock por lugar', programmeToday()),
      'cache-control': 'no-store',
    });
  },
);
