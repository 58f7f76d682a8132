import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import { useEngine } from '../EngineProvider';
import { entityKeys } from '../query-keys';

type Line = Record<string, unknown>;

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A lines field's `fill` (see `LinesConfig`): once the form holds every value its params name, the
 * declared route's answer (`{ items }`) becomes the lines, each line's values taken from its item
 * and the item's other keys kept beside them (its title and details). Another place asked for
 * fills them again; an answer already applied is not applied twice. Whether it is loading.
 *
 * @example
 * const isFilling = useLinesFill({ field, form, entity: requisitions, replace });
 */
export const useLinesFill = ({
  field,
  form,
  entity,
  replace,
}: {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  entity: AnyEntity | undefined;
  replace: (lines: Line[]) => void;
}): boolean => {
  const { dataProvider } = useEngine();
  const fill = field.lines?.fill;
  const values = form.watch(Object.values(fill?.params ?? {}));
  const query = Object.fromEntries(
    Object.keys(fill?.params ?? {}).map((name, index) => [name, String(values[index] ?? '')]),
  );
  const isReady = fill !== undefined && entity !== undefined && values.every(isGiven);
  const answer = useQuery({
    queryKey: [...entityKeys.all, entity?.name, 'route', fill?.route, query],
    queryFn: ({ signal }) => {
      if (!fill || !entity) throw new Error(`Field ${field.name} has no lines to fill`);
      return dataProvider.readRoute(entity, { route: fill.route, query, signal });
    },
    enabled: isReady,
  });
  useEffect(() => {
    if (!fill || !answer.data) return;
    const { items } = answer.data as { items?: unknown };
    if (!Array.isArray(items)) return;
    replace(
      items.map((item: Line) => ({
        ...item,
        ...Object.fromEntries(Object.entries(fill.values).map(([line, key]) => [line, item[key]])),
      })),
    );
  }, [answer.data, fill, replace]);
  return isReady && answer.isFetching;
};
