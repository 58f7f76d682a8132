import { useEffect, useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { FieldConfig, FormValues } from '../../../engine';
import { FieldControl } from '../../../engine/react';
import { Button } from '../../ui/Button';
import { ObservationsField } from '../ObservationsField';
import { doseFormTexts } from '../texts';

export type DoseOverridePanelProps = {
  form: UseFormReturn<FormValues>;
  /** Why the schedule refuses the dose. */
  refusal: string;
  /** The reason's field as the config gives it; shown as 'Motivo'. */
  reasonField: FieldConfig;
  /** The reason's length the schema asks for, at least. */
  reasonMin: number;
  reasonMax: number;
  onOverride: () => void;
  isSaving: boolean;
};

const texts = doseFormTexts.override;

/**
 * An admin's way past a dose the schedule's ages or interval refuse: the refusal, a required
 * 'Motivo' (kept on the dose and in its trail) and 'Registrar de todas formas'. Shown only to an
 * admin, only after a refusal.
 */
export const DoseOverridePanel = ({
  form,
  refusal,
  reasonField,
  reasonMin,
  reasonMax,
  onOverride,
  isSaving,
}: DoseOverridePanelProps) => {
  const headingId = useId();
  const idPrefix = useId();
  // A reason long enough drops its message at once, not at the next click.
  const reason = useWatch({ control: form.control, name: reasonField.name });
  const isLongEnough = typeof reason === 'string' && reason.trim().length >= reasonMin;
  useEffect(() => {
    if (isLongEnough) form.clearErrors(reasonField.name);
  }, [isLongEnough, form, reasonField.name]);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-warning bg-surface p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {texts.title}
      </h3>
      <p className="text-sm text-foreground">{refusal}</p>
      <p className="text-sm text-muted">{texts.intro}</p>
      <FieldControl
        field={{ ...reasonField, label: texts.reason }}
        isRequired
        form={form}
        idPrefix={idPrefix}
        isWide
        render={(props) => <ObservationsField {...props} max={reasonMax} />}
      />
      <div className="flex justify-end">
        <Button variant="outline" isBusy={isSaving} onClick={onOverride} className="w-full sm:w-auto">
          {texts.confirm}
        </Button>
      </div>
    </section>
  );
};
