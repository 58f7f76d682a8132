import { parseVaccineAntigens } from '../../domain/cdsi/panel/vaccine-antigens';
import { ApiFailure, type Db, tableOf } from '../../engine/server';
import { antigens } from '../../entities/antigens';

/** Why a vaccine may not name an antigen: none active has that name. */
export const unknownAntigenMessage = (name: string) => `No hay ningún antígeno llamado "${name}"`;

/**
 * A vaccine covers only antigens the schedule has (active, by exact name): 400 on the field,
 * nothing written, otherwise.
 *
 * @example
 * await checkVaccineAntigens(context.db, values.antigens);
 */
export const checkVaccineAntigens = async (db: Db, text: unknown) => {
  const named = parseVaccineAntigens(typeof text === 'string' ? text : null) ?? [];
  if (named.length === 0) return;
  const rows = await db
    .selectFrom(tableOf(antigens))
    .select('antigenName')
    .where('isActive', '=', 1)
    .where(
      'antigenName',
      'in',
      named.map((entry) => entry.antigen),
    )
    .execute();
  const known = new Set(rows.map((row) => String(row.antigenName)));
  const unknown = named.find((entry) => !known.has(entry.antigen));
  if (unknown) {
    const message = unknownAntigenMessage(unknown.antigen);
    throw new ApiFailure(400, message, { antigens: message });
  }
};
