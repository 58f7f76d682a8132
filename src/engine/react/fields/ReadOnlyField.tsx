import type { FieldConfig } from '../../contract/entity';
import { controlClass } from '../styles';
import { FieldShell } from './FieldShell';

type ReadOnlyFieldProps = { field: FieldConfig; text: string; idPrefix: string };

/**
 * A field the server sets, shown in its labelled frame as a read-only input: it can be read,
 * selected and copied, but not changed, and it is no form value.
 *
 * @example
 * <ReadOnlyField field={recordedBy} text="Hugo Salud" idPrefix={id} />
 */
export function ReadOnlyField({ field, text, idPrefix }: ReadOnlyFieldProps) {
  const controlId = `${idPrefix}-${field.name}`;
  return (
    <FieldShell controlId={controlId} errorId={`${controlId}-error`} label={field.label} isRequired={false}>
      <input
        id={controlId}
        type="text"
        readOnly
        value={text}
        className={`${controlClass} bg-surface-muted text-muted`}
      />
    </FieldShell>
  );
}
