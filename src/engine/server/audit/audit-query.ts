import { z } from 'zod';
import { maxPageSize } from '../../paging';

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
  entity: name('La entidad debe ser un nombre como countries o applied-doses')
    .optional()
    .meta({ description: 'Solo esta entidad (`countries`, `applied-doses`, `auth`…).' }),
  rowId: whole('El id del registro debe ser un número entero positivo')
    .optional()
    .meta({ description: 'Solo este registro.' }),
  userId: whole('El id del usuario debe ser un número entero positivo')
    .optional()
    .meta({ description: 'Solo lo que hizo este usuario.' }),
  action: name('La acción debe ser un nombre como create, update o delete')
    .optional()
    .meta({ description: 'Solo esta acción (`create`, `update`, `delete`, `restore`, `login`…).' }),
  from: instant('La fecha desde debe ser una fecha (AAAA-MM-DD) o un instante ISO')
    .optional()
    .meta({ description: 'Desde esta fecha (AAAA-MM-DD) o instante ISO, incluido.' }),
  to: instant('La fecha hasta debe ser una fecha (AAAA-MM-DD) o un instante ISO')
    .optional()
    .meta({ description: 'Hasta esta fecha (todo el día) o instante ISO, incluido.' }),
  page: whole('La página debe ser un número entero mayor o igual a 1')
    .default(1)
    .meta({ description: 'Página pedida (desde 1).' }),
  pageSize: whole(`El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`, maxPageSize)
    .default(25)
    .meta({ description: 'Entradas por página.' }),
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
