import { useId } from 'react';
import { controlClass, FieldShell, SearchCombobox } from '../../engine/react';
import { PlacePicker } from '../indicators/place-picker/PlacePicker';
import { stockTexts as texts } from './texts';
import type { useStockPage } from './useStockPage';

type StockPage = ReturnType<typeof useStockPage>;

/** The filters of 'Existencias': the place (the ARIA tree picker), the vaccine and the lot; each applies at once. */
export const StockFilters = ({
  filters,
  places,
  vaccines,
  batches,
}: Pick<StockPage, 'filters' | 'places' | 'vaccines' | 'batches'>) => {
  const id = useId();
  return (
    <fieldset className="mb-6 flex flex-wrap items-start gap-4">
      <legend className="sr-only">{texts.filters}</legend>
      <PlacePicker tree={places.tree} choice={places.choice} onChoose={places.choose} />
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-vaccine`} className="text-sm font-medium text-foreground">
          {texts.vaccine}
        </label>
        <select
          id={`${id}-vaccine`}
          className={`${controlClass} h-10`}
          value={filters.vaccineId ?? ''}
          aria-busy={vaccines.isLoading || undefined}
          onChange={(event) => vaccines.choose(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{texts.allVaccines}</option>
          {vaccines.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-56 flex-1">
        <FieldShell controlId={`${id}-lot`} errorId={`${id}-lot-error`} label={texts.batch} isRequired={false} isWide>
          <SearchCombobox
            a11y={{ id: `${id}-lot`, 'aria-invalid': false, 'aria-describedby': undefined, 'aria-required': false }}
            load={batches.load}
            loadKey={['stock-batches']}
            selected={batches.selected}
            onSelect={batches.choose}
            placeholder={texts.batchPlaceholder}
          />
        </FieldShell>
      </div>
    </fieldset>
  );
};
