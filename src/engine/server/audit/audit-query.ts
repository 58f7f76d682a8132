import { z } from 'zod';
import { maxPageSize } from '../lists/list-query';

const whole = (message: string, max = 2_147_483_647) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));

const instant = (message: string) =>
  z
    .string()
    .refine(
      (text) => z.iso.date().safeParse(text).success || z.iso.datetime({ offset: true }).safeParse(text).success,
      {
        message,
      },
    );

const name = (message: string) => z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, message);

/**
 * The filters and the page of `GET /audit`, from its query string: every one optional.
 * `from` and `to` are dates (`2026-05-01`, `to` taking its whole day) or ISO instants.
 */
export const auditQuerySchema = z.object({
  entity: name('La entidad debe ser un nombre como countries o applied-doses').optional(),
  rowId: whole('El id del registro debe ser un número entero positivo').optional(),
  userId: whole('El id del usuario debe ser un número entero positivo').optional(),
  action: name('La acción debe ser un nombre como create, update o delete').optional(),
  from: instant('La fecha desde debe ser una fecha (AAAA-MM-DD) o un instante ISO').optional(),
  to: instant('La fecha hasta debe ser una fecha (AAAA-MM-DD) o un instante ISO').optional(),
  page: whole('La página debe ser un número entero mayor o igual a 1').default(1),
  pageSize: whole(`El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`, maxPageSize).default(25),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The first instant after a `to` bound: the next day of a date, just after an instant. */
export const endOf = (to: string) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) {
    const next = new Date(`${to}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString();
  }
  return new Date(new Date(to).getTime() + 1).toISOString();
};

/** A `from` bound as the trail's ISO instants compare. */
export const startOf = (from: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(from) ? `${from}T00:00:00.000Z` : from).toISOString();
