import { mdiArrowRight } from '@mdi/js';
import { useId } from 'react';
import { FieldControl, ReferenceSearch, type SearchOption, type WidgetProps } from '../../engine/react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { doseFormTexts } from './texts';
import { usePatientStep } from './use-patient-step';

export type PatientStepProps = {
  onRegistered: (patient: SearchOption) => void;
  /** Goes to the dose step for a patient registered before. */
  onSkip: () => void;
};

const personSearch = (props: WidgetProps) => (
  <ReferenceSearch {...props} placeholder={doseFormTexts.personPlaceholder} />
);

/** Step 1: the patient register form, generated from the patients config. */
export const PatientStep = ({ onRegistered, onSkip }: PatientStepProps) => {
  const { form, fields, submit, isSaving } = usePatientStep({ onRegistered });
  const idPrefix = useId();
  return (
    <form noValidate onSubmit={submit} aria-busy={isSaving} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{doseFormTexts.patientIntro}</p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
        {fields.map(({ field, isRequired }) => (
          <FieldControl
            key={field.name}
            field={field}
            isRequired={isRequired}
            form={form}
            idPrefix={idPrefix}
            isWide={field.kind === 'boolean'}
            render={field.kind === 'reference' ? personSearch : undefined}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={onSkip}>
          {doseFormTexts.alreadyRegistered}
          <Icon path={mdiArrowRight} size={18} />
        </Button>
        <Button type="submit" isBusy={isSaving}>
          {doseFormTexts.registerPatient}
        </Button>
      </div>
    </form>
  );
};
