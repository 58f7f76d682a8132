import type { AnyEntity, EntityLabels, EntityRow } from './entity';
import { labelFromKeys } from './paths';

/**
 * Spanish success messages for an entity, agreeing in gender with its singular label.
 *
 * @example
 * messagesFor({ singular: 'Vacuna', plural: 'Vacunas', isFeminine: true }).updated
 * // 'Vacuna actualizada correctamente'
 */
export const messagesFor = (labels: EntityLabels) => {
  const ending = labels.isFeminine ? 'a' : 'o';
  return {
    created: '¡Registro exitoso!',
    updated: `${labels.singular} actualizad${ending} correctamente`,
    deleted: `${labels.singular} eliminad${ending} correctamente`,
  };
};

/** How many active rows of one entity use a row. */
export type UseCount = { labels: EntityLabels; count: number };

const lower = (text: string) => text.toLocaleLowerCase('es');

const countPhrase = ({ labels, count }: UseCount) =>
  `${count} ${lower(count === 1 ? labels.singular : labels.plural)} ${labels.isFeminine ? 'activa' : 'activo'}${count === 1 ? '' : 's'}`;

const listPhrase = (parts: readonly string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;

/**
 * Why a row cannot be deleted: what still uses it, agreeing in gender and number with the
 * entities' labels.
 *
 * @example
 * inUseMessage({ target: { singular: 'País', plural: 'Países' },
 *   users: [{ labels: { singular: 'Fabricante', plural: 'Fabricantes' }, count: 2 }] })
 * // 'No se puede eliminar el país: lo usan 2 fabricantes activos'
 */
export const inUseMessage = (options: { target: EntityLabels; users: readonly UseCount[] }): string => {
  const { target, users } = options;
  const isOne = users.length === 1 && users[0]?.count === 1;
  const [article, pronoun] = target.isFeminine ? ['la', 'la'] : ['el', 'lo'];
  return `No se puede eliminar ${article} ${lower(target.singular)}: ${pronoun} ${isOne ? 'usa' : 'usan'} ${listPhrase(users.map(countPhrase))}`;
};

/**
 * The refusal of a name another active row already has, agreeing in gender with the label.
 *
 * @example
 * duplicateNameMessage({ singular: 'País', plural: 'Países' }) // 'Ya existe un país con ese nombre'
 */
export const duplicateNameMessage = (labels: EntityLabels): string =>
  `Ya existe ${labels.isFeminine ? 'una' : 'un'} ${lower(labels.singular)} con ese nombre`;

/**
 * The words that name a row to a person: the values at the config's `labelKeys` (the first
 * column when it sets none), joined with spaces, leaving out empty ones.
 *
 * @example
 * recordLabel(patients, { id: 3, isActive: true, firstName: 'María', lastname: 'Peña' }) // 'María Peña'
 */
export const recordLabel = (entity: Pick<AnyEntity, 'labelKeys' | 'columns'>, row: EntityRow): string =>
  labelFromKeys(row, entity.labelKeys ?? entity.columns.slice(0, 1).map((column) => column.key));

/**
 * The accessible name of a button that acts on one row: its visible words, the singular label
 * in lower case (left out when the words already say it), then the record, so a screen reader
 * tells the rows' buttons apart.
 *
 * @example
 * rowActionName({ verb: 'Editar', entity: patients, row: maria }) // 'Editar paciente María Peña'
 * rowActionName({ verb: 'Cerrar Lote', entity: vaccineBatches, row: batch }) // 'Cerrar Lote PF-2026-001'
 */
export const rowActionName = ({
  verb,
  entity,
  row,
}: {
  verb: string;
  entity: Pick<AnyEntity, 'labels' | 'labelKeys' | 'columns'>;
  row: EntityRow;
}): string => {
  const singular = lower(entity.labels.singular);
  const thing = lower(verb).includes(singular) ? '' : singular;
  return [verb, thing, recordLabel(entity, row)].filter((part) => part !== '').join(' ');
};
