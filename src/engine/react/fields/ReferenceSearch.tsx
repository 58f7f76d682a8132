import { useCallback, useState } from 'react';
import { useController } from 'react-hook-form';
import { referenceOptionsOf } from '../../reference-options';
import { useEngine } from '../EngineProvider';
import type { WidgetProps } from './FieldControl';
import { SearchCombobox } from './SearchCombobox';
import type { OptionLoader, SearchOption } from './useOptionSearch';

/** Options a search shows at most: typing more narrows them; the server sends no more. */
const searchOptionsLimit = 50;

export type ReferenceSearchProps = WidgetProps & {
  /** The option of a value the form starts with, so its label shows before any search. */
  initialOption?: SearchOption;
  placeholder?: string;
  /** Finds the options instead of the server's `?q=` search (a list filtered in the browser). */
  load?: OptionLoader;
};

/**
 * A reference field as a search box instead of a select, for targets too many to list: the
 * server's `?q=` search, narrowed by the reference's `where`, the first 50 matches, labelled
 * by its `labelKeys`.
 * Pass it to `FieldControl`'s `render`.
 *
 * @example
 * <FieldControl field={field} form={form} isRequired idPrefix={id}
 *   render={(props) => <ReferenceSearch {...props} />} />
 */
export function ReferenceSearch({ field, form, a11y, initialOption, placeholder, load }: ReferenceSearchProps) {
  const { reference } = field;
  if (!reference) throw new Error(`Field ${field.name} has no reference to search`);
  const { dataProvider, registry } = useEngine();
  const { field: control } = useController({ name: field.name, control: form.control });
  const [picked, setPicked] = useState<SearchOption | null>(initialOption ?? null);
  const searchServer = useCallback(
    async (q: string, signal: AbortSignal) =>
      referenceOptionsOf(
        await dataProvider.getList(registry.get(reference.entity), {
          q,
          where: reference.where,
          limit: searchOptionsLimit,
          signal,
        }),
        reference,
      ),
    [dataProvider, registry, reference],
  );
  return (
    <SearchCombobox
      a11y={a11y}
      load={load ?? searchServer}
      selected={picked !== null && picked.value === control.value ? picked : null}
      onSelect={(option) => {
        setPicked(option);
        control.onChange(option?.value);
      }}
      onBlur={control.onBlur}
      inputRef={control.ref}
      placeholder={placeholder ?? field.placeholder}
    />
  );
}
