import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useController } from 'react-hook-form';
import { referenceLabel, referenceOptionsOf } from '../../contract/reference-options';
import { useEngine } from '../EngineProvider';
import { useOneQuery } from '../useOneQuery';
import type { WidgetProps } from './FieldControl';
import { SearchCombobox } from './SearchCombobox';
import type { OptionLoader, SearchOption } from './useOptionSearch';

/** Options a search asks for at most: typing more narrows them. */
export const searchOptionsLimit = 50;

export type ReferenceSearchProps = WidgetProps & {
  placeholder?: string;
  /** Finds the options instead of the server's `?q=` search of the target (the dose form's usable batches). */
  load?: OptionLoader;
  /** What `load` searches, for its cache; required with `load`. */
  loadKey?: QueryKey;
};

/**
 * A reference field as a search box instead of a select, for targets too many to list: the
 * server's `?q=` search, narrowed by the reference's `where`, the first 50 matches, labelled
 * by its `labelKeys`. The value the form starts with shows its label: the `initialOption` the
 * form read from the row's nested object, or else one `getOne` of the target.
 *
 * @example
 * <FieldControl field={field} form={form} isRequired idPrefix={id}
 *   render={(props) => <ReferenceSearch {...props} />} />
 */
export function ReferenceSearch({
  field,
  form,
  a11y,
  initialOption,
  placeholder,
  load,
  loadKey,
}: ReferenceSearchProps) {
  const { reference } = field;
  if (!reference) throw new Error(`Field ${field.name} has no reference to search`);
  const { dataProvider, registry } = useEngine();
  const target = registry.get(reference.entity);
  const { field: control } = useController({ name: field.name, control: form.control });
  const [picked, setPicked] = useState<SearchOption | null>(initialOption ?? null);
  const value = typeof control.value === 'number' ? control.value : null;
  const isLabelKnown = value === null || picked?.value === value;
  const { data: valueRow } = useOneQuery(target, isLabelKnown ? null : value);
  const searchServer = useCallback<OptionLoader>(
    async (q, signal) => {
      const { items } = await dataProvider.getList(target, {
        q,
        filter: reference.where,
        pageSize: searchOptionsLimit,
        signal,
      });
      return referenceOptionsOf(items, reference);
    },
    [dataProvider, target, reference],
  );
  const selected =
    picked !== null && picked.value === value
      ? picked
      : valueRow && valueRow.id === value
        ? { value, label: referenceLabel(valueRow, reference) }
        : null;
  return (
    <SearchCombobox
      a11y={a11y}
      load={load ?? searchServer}
      loadKey={load ? (loadKey ?? [field.name]) : [reference.entity, 'search', reference.where ?? {}]}
      selected={selected}
      onSelect={(option) => {
        setPicked(option);
        // null, not undefined: react-hook-form would show the default value again for an undefined one.
        control.onChange(option ? option.value : null);
      }}
      onBlur={control.onBlur}
      inputRef={control.ref}
      placeholder={placeholder ?? field.placeholder}
    />
  );
}
