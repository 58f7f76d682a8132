import type { EntityRow } from '../../engine';
import type { EntityName, RowOf } from '../../entities';

/**
 * A registered entity's rows as the API answered them, typed as its GET shape. The server
 * builds that shape from the same config the type is inferred from, so this is the one place
 * the client takes it on trust, instead of reading rows by untyped paths.
 *
 * @example
 * typedRows(vaccineBatches, items).map((batch) => batch.vaccine.vaccineName);
 */
export const typedRows = <TName extends EntityName>(
  _entity: { name: TName },
  rows: readonly EntityRow[],
): readonly RowOf<TName>[] => rows as readonly RowOf<TName>[];
