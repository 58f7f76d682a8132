import { useController } from 'react-hook-form';
import { referenceOptionsOf } from '../../contract/reference-options';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { useListQuery } from '../list/useListQuery';
import { controlClass } from '../styles';
import type { WidgetProps } from './FieldControl';
import { ReferenceSearch, searchOptionsLimit } from './ReferenceSearch';

/**
 * A select of the target entity's first 50 rows that meet the reference's `where`, by their
 * first label key; the form holds the chosen row's id as a number. A target with more rows than
 * that becomes a search box, so no form ever lists a whole table.
 */
export function ReferenceSelect(props: WidgetProps) {
  const { field, form, a11y } = props;
  const { reference } = field;
  if (!reference) throw new Error(`Field ${field.name} has kind reference but no reference`);
  const { registry } = useEngine();
  const list = useListQuery(registry.get(reference.entity), {
    page: 1,
    pageSize: searchOptionsLimit,
    sort: reference.labelKeys[0],
    order: 'asc',
    filter: reference.where,
  });
  const { field: control } = useController({ name: field.name, control: form.control });
  if (list.data && list.data.total > searchOptionsLimit) return <ReferenceSearch {...props} />;
  const isLoading = list.isPending;
  const options = list.data ? referenceOptionsOf(list.data.items, reference) : [];
  return (
    <>
      <select
        {...a11y}
        ref={control.ref}
        name={control.name}
        value={isLoading || control.value === undefined || control.value === null ? '' : String(control.value)}
        onChange={(event) => control.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        onBlur={control.onBlur}
        disabled={isLoading}
        aria-busy={isLoading}
        className={controlClass}
      >
        <option value="">{isLoading ? uiTexts.form.loading : uiTexts.form.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {list.error !== null && <p className="text-xs text-muted">{failureMessage(list.error, uiTexts.failures.load)}</p>}
    </>
  );
}
