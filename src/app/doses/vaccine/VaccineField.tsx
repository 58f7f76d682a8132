import { useId } from 'react';
import { FieldShell, type OptionLoader, SearchCombobox, type SearchOption } from '../../../engine/react';
import { doseFormTexts } from '../texts';

export type VaccineFieldProps = {
  vaccine: SearchOption | null;
  onChoose: (vaccine: SearchOption | null) => void;
  load: OptionLoader;
  loadKey: readonly unknown[];
};

/**
 * The vaccine the dose is of, searched by name. It is not sent: the lot says which vaccine the
 * dose is; choosing it lists that vaccine's lots and preselects the one that expires first.
 */
export const VaccineField = ({ vaccine, onChoose, load, loadKey }: VaccineFieldProps) => {
  const id = useId();
  return (
    <FieldShell controlId={id} errorId={`${id}-error`} label={doseFormTexts.vaccine} isRequired={false} isWide>
      <SearchCombobox
        a11y={{ id, 'aria-invalid': false, 'aria-describedby': undefined, 'aria-required': false }}
        load={load}
        loadKey={loadKey}
        selected={vaccine}
        onSelect={onChoose}
        placeholder={doseFormTexts.vaccinePlaceholder}
      />
    </FieldShell>
  );
};
