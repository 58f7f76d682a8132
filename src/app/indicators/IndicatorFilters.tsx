import { useId } from 'react';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { buttonClass, controlClass } from '../../engine/react';
import { yearChoices } from './indicator-filters';
import { PlacePicker } from './place-picker/PlacePicker';
import type { PlaceChoice, PlaceNode } from './place-tree';
import { indicatorTexts } from './texts';
import type { IndicatorFilters as Filters } from './useIndicatorFilters';
import type { PlaceTree } from './usePlaceTree';
import type { VaccineOption } from './useVaccineOptions';

type Choice = { value: number | string; label: string };

type FilterProps = {
  filters: Filters;
  places: { tree: PlaceTree; choice: PlaceChoice; choose: (node: PlaceNode) => void };
  /** The levels below the chosen place, highest first: what 'Agrupar por' offers besides 'Sin agrupar'. */
  groupings: readonly PlaceGrouping[];
  vaccines: { options: readonly VaccineOption[]; isLoading: boolean };
};

const monthChoices: Choice[] = indicatorTexts.months.map((label, index) => ({ value: index + 1, label }));

/**
 * The page's filters: year, month ('Todo el año'), place ('Lugar', the account's own at first),
 * grouping ('Agrupar por': the levels below the place) and vaccine; each change applies at once.
 */
export const IndicatorFilters = ({
  filters: { filters, currentYear, change, clear },
  places,
  groupings,
  vaccines,
}: FilterProps) => {
  const id = useId();
  const years = yearChoices(currentYear, filters.year).map((year) => ({ value: year, label: String(year) }));
  // 'Agrupar por' lists the levels lowest first: a centre is the breakdown most asked for.
  const groupingChoices = [...groupings].reverse().map((grouping) => ({
    value: grouping,
    label: indicatorTexts.groupings[grouping],
  }));
  const select = (props: {
    name: 'year' | 'month' | 'groupBy' | 'vaccineId';
    label: string;
    choices: readonly Choice[];
    /** The empty choice's words; none for the year, which is always chosen. */
    all?: string;
    isLoading?: boolean;
    isDisabled?: boolean;
  }) => {
    const value = filters[props.name];
    const read = (text: string) => (text === '' ? null : props.name === 'groupBy' ? text : Number(text));
    return (
      <div className="flex min-w-40 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-${props.name}`} className="text-sm font-medium text-foreground">
          {props.label}
        </label>
        <select
          id={`${id}-${props.name}`}
          className={controlClass}
          value={value === null ? '' : String(value)}
          aria-busy={props.isLoading || undefined}
          disabled={props.isDisabled}
          onChange={(event) => change({ [props.name]: read(event.target.value) })}
        >
          {props.all !== undefined && (
            <option value="">{props.isLoading ? indicatorTexts.loadingOptions : props.all}</option>
          )}
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <fieldset className="mb-6 flex flex-wrap items-end gap-4">
      <legend className="sr-only">{indicatorTexts.filters}</legend>
      {select({ name: 'year', label: indicatorTexts.year, choices: years })}
      {select({ name: 'month', label: indicatorTexts.month, choices: monthChoices, all: indicatorTexts.wholeYear })}
      <PlacePicker tree={places.tree} choice={places.choice} onChoose={places.choose} />
      {select({
        name: 'groupBy',
        label: indicatorTexts.groupBy,
        choices: groupingChoices,
        all: indicatorTexts.noGrouping,
        isDisabled: groupingChoices.length === 0 && filters.groupBy === null,
      })}
      {select({
        name: 'vaccineId',
        label: indicatorTexts.vaccine,
        choices: vaccines.options,
        all: indicatorTexts.allVaccines,
        isLoading: vaccines.isLoading,
      })}
      <button type="button" className={buttonClass.secondary} onClick={clear}>
        {indicatorTexts.clear}
      </button>
    </fieldset>
  );
};
