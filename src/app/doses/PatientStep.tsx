import { mdiArrowRight } from '@mdi/js';
import type { FormValues } from '../../engine';
import {
  FormFields,
  ReferenceSearch,
  type SearchOption,
  SimilarRowsNotice,
  type WidgetProps,
} from '../../engine/react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { doseFormTexts } from './texts';
import { usePatientStep } from './usePatientStep';

export type PatientStepProps = {
  onRegistered: (patient: SearchOption) => void;
  /** The values a refused registration reopened by 'Corregir' starts from. */
  initialValues?: Readonly<FormValues>;
  /** Goes to the dose step for a patient registered before. */
  onSkip: () => void;
};

const controls = {
  representativeId: (props: WidgetProps) => (
    <ReferenceSearch {...props} placeholder={doseFormTexts.personPlaceholder} />
  ),
};
const wideFields = new Set(['isChild']);

/** Step 1: the patient register form, generated from the patients config. */
export const PatientStep = ({ onRegistered, onSkip, initialValues }: PatientStepProps) => {
  const { form, fields, submit, isSaving, similar } = usePatientStep({ onRegistered, initialValues });
  return (
    <form noValidate onSubmit={submit} aria-busy={isSaving} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{doseFormTexts.patientIntro}</p>
      <FormFields fields={fields} form={form} controls={controls} wideFields={wideFields} />
      {similar && <SimilarRowsNotice similar={similar} />}
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
