import { useState } from 'react';
import { useController } from 'react-hook-form';
import { SearchCombobox, type SearchOption, useEngine, useOneQuery, type WidgetProps } from '../../../engine/react';
import { patientOption } from '../patient-option';
import { doseFormTexts } from '../texts';
import type { PatientToOpen } from './patient-to-open';
import { usePatientSearch } from './usePatientSearch';

export type PatientSearchProps = WidgetProps & {
  placeholder?: string;
  /** The patients the field may show by name without reading them: the one registered in step 1, the one opened. */
  knownOptions: readonly (SearchOption | null)[];
  /** A patient of another centre was chosen: they are opened with a reason, not chosen at once. */
  onOutside: (patient: PatientToOpen) => void;
};

const texts = doseFormTexts.access;

/**
 * The dose form's 'Paciente': a search box over the user's own patients and, for a document
 * none of them has, the patients of the whole country with it (usePatientSearch). Choosing one
 * of another centre asks for the access instead of choosing them; offline, the list of a
 * document that finds nobody says that the other centres need a network. A patient chosen without a known
 * label shows the one their row gives.
 *
 * @example
 * <PatientSearch {...props} knownOptions={[patient]} onOutside={access.ask} />
 */
export function PatientSearch({ field, form, a11y, knownOptions, onOutside, placeholder }: PatientSearchProps) {
  const { reference } = field;
  if (!reference) throw new Error(`Field ${field.name} has no reference to search`);
  const { registry } = useEngine();
  const { field: control } = useController({ name: field.name, control: form.control });
  const search = usePatientSearch(reference);
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const value = typeof control.value === 'number' ? control.value : null;
  const known = [picked, ...knownOptions].find((option) => option != null && option.value === value) ?? null;
  const { data: row } = useOneQuery(registry.get(reference.entity), known || value === null ? null : value);
  const selected = known ?? (row && row.id === value ? patientOption(row) : null);
  return (
    <SearchCombobox
      a11y={a11y}
      load={search.load}
      loadKey={search.loadKey}
      selected={selected}
      onSelect={(option) => {
        const outside = option ? search.outsideOf(option) : undefined;
        if (outside) {
          onOutside(outside);
          return;
        }
        setPicked(option);
        // null, not undefined: react-hook-form would show the default value again for an undefined one.
        control.onChange(option ? option.value : null);
      }}
      onBlur={control.onBlur}
      inputRef={control.ref}
      placeholder={placeholder}
      emptyText={search.needsNetwork ? texts.searchOffline : undefined}
    />
  );
}
