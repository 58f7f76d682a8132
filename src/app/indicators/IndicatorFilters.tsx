import { useId } from 'react';
import { buttonClass, controlClass } from '../../engine/react';
import type { CenterOption } from '../home/center-options';
import { yearChoices } from './indicator-filters';
import { indicatorTexts } from './texts';
import type { IndicatorFilters as Filters } from './useIndicatorFilters';
import type { VaccineOption } from './useVaccineOptions';

type Choice = { value: number; label: string };

type FilterProps = {
  filters: Filters;
  centers: { options: readonly CenterOption[]; isLoading: boolean };
  vaccines: { options: readonly VaccineOption[]; isLoading: boolean };
};

const monthChoices: Choice[] = indicatorTexts.months.map((label, index) => ({ value: index + 1, label }));

/** The page's filters: year, month ('Todo el año'), centre ('Toda la red') and vaccine; each change applies at once. */
export const IndicatorFilters = ({
  filters: { filters, currentYear, change, clear },
  centers,
  vaccines,
}: FilterProps) => {
  const id = useId();
  const years = yearChoices(currentYear, filters.year).map((year) => ({ value: year, label: String(year) }));
  const select = (props: {
    name: 'year' | 'month' | 'centerId' | 'vaccineId';
    label: string;
    choices: readonly Choice[];
    /** The empty choice's words; none for the year, which is always chosen. */
    all?: string;
    isLoading?: boolean;
  }) => {
    const value = filters[props.name];
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
          onChange={(event) => change({ [props.name]: event.target.value === '' ? null : Number(event.target.value) })}
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
      {select({
        name: 'centerId',
        label: indicatorTexts.center,
        choices: centers.options,
        all: indicatorTexts.wholeNetwork,
        isLoading: centers.isLoading,
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
