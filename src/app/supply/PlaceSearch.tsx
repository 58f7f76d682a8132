import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { stockPlaceSchema } from '../../domain/supply/stock-places';
import { SearchCombobox, type SearchOption, useEngine, type WidgetProps } from '../../engine/react';
import { optionOfPlace, placeOfOption, placeOptionsLoader } from './place-options';
import { supplyTexts } from './texts';

/**
 * The app's widget of a place field (`widget: 'place'`, a transfer's origin and destination, a
 * requisition's place): a search box over the stores and the centres by name, holding the
 * place `{ type, id }` the API takes.
 *
 * @example
 * <EngineProvider widgets={{ place: (props) => <PlaceSearch {...props} /> }} … />
 */
export function PlaceSearch({ field, form, a11y }: WidgetProps) {
  const { dataProvider, registry } = useEngine();
  const { field: control } = useController({ name: field.name, control: form.control });
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const load = useMemo(() => placeOptionsLoader(dataProvider, registry), [dataProvider, registry]);
  const place = stockPlaceSchema.safeParse(control.value);
  const selected = place.success && picked?.value === optionOfPlace(place.data) ? picked : null;
  return (
    <SearchCombobox
      a11y={a11y}
      load={load}
      loadKey={['places']}
      selected={selected}
      onSelect={(option) => {
        setPicked(option);
        // null, not undefined: react-hook-form would show the default value again for an undefined one.
        control.onChange(option ? placeOfOption(option.value) : null);
      }}
      onBlur={control.onBlur}
      inputRef={control.ref}
      placeholder={supplyTexts.placePlaceholder}
    />
  );
}
