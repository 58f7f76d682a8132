import type { batchRoutes } from '../../domain/batch-routes';
import type { BatchRecipient, BatchRecipientsPage } from '../../domain/stock-movements';
import { formatDate, programmeDayOf, programmeToday } from '../../engine';
import {
  ApiFailure,
  answer,
  csvBom,
  csvDisposition,
  csvRecord,
  type Db,
  type HandlerOf,
  jsonBody,
  tableOf,
} from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { batchIdOf, batchNotFoundMessage } from './batch-request';
import { batchRecipientChunks, batchRecipientsPage } from './recipients-query';

/** The lot, active or recalled, by id; 404 when it does not exist or was deleted. */
const batchNumberOf = async (db: Db, batchId: number) => {
  const batch = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('batchNumber')
    .where('id', '=', batchId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!batch) throw new ApiFailure(404, batchNotFoundMessage);
  return String(batch.batchNumber);
};

/**
 * `GET /vaccine-batches/:id/recipients?page=&pageSize=`: the patients who received an active
 * dose of the lot, the latest registered first, one row per dose: name, document, phone (their
 * representative's when they have none), the dose's date and centre; and their total.
 *
 * @example
 * defineBehaviour(vaccineBatches, { routes: { recipients: recipientsRoute } });
 */
export const recipientsRoute: HandlerOf<typeof batchRoutes, 'recipients'> = async ({ params, query }, { db }) => {
  const batchId = batchIdOf(params.id);
  const { page, pageSize } = query;
  await batchNumberOf(db, batchId);
  const recipients: BatchRecipientsPage = {
    ...(await batchRecipientsPage(db, { batchId, page, pageSize })),
    page,
    pageSize,
  };
  return answer(200, recipients);
};

const headers = ['Apellido', 'Nombre', 'Documento', 'Teléfono', 'Teléfono de', 'Fecha de la dosis', 'Centro de salud'];

const recordOf = (recipient: BatchRecipient) =>
  csvRecord([
    recipient.lastname,
    recipient.firstName,
    recipient.identityDocument ?? '',
    recipient.phone ?? '',
    recipient.phone === null ? '' : recipient.isRepresentativePhone ? 'Representante' : 'Paciente',
    recipient.applicationDateTime ? formatDate(programmeDayOf(recipient.applicationDateTime)) : '',
    recipient.centerName ?? '',
  ]);

/** The CSV in parts, a chunk of recipients each, the last part the generator's return value. */
async function* csvParts(db: Db, batchId: number): AsyncGenerator<string, string> {
  let text = `${csvBom}${csvRecord(headers)}`;
  for await (const rows of batchRecipientChunks(db, batchId)) {
    yield text;
    text = rows.map(recordOf).join('');
  }
  return text;
}

/**
 * `GET /vaccine-batches/:id/recipients/export.csv`: every recipient of the lot as the
 * recipients' list has them, streamed a chunk at a time (`;`-separated, UTF-8 with its byte
 * order mark, as the lists' exports), named `receptores-lote-<número>-<día>.csv`.
 */
export const recipientsExportRoute: HandlerOf<typeof batchRoutes, 'recipientsExport'> = async (
  { c, params },
  { db },
) => {
  const batchId = batchIdOf(params.id);
  const batchNumber = await batchNumberOf(db, batchId);
  const body = await jsonBody(csvParts(db, batchId));
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=UTF-8',
    'content-disposition': csvDisposition(`Receptores lote ${batchNumber}`, programmeToday()),
    'cache-control': 'no-store',
  });
};
