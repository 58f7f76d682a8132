import type { ReactNode } from 'react';
import { FormFields, ReferenceSearch, type SearchOption, type WidgetProps } from '../../engine/react';
import { Button } from '../ui/Button';
import { ObservationsField } from './ObservationsField';
import { doseFormTexts } from './texts';
import { useDoseStep } from './use-dose-step';

export type DoseStepProps = {
  /** The patient registered in step 1, if any; the form starts with them chosen. */
  patient: SearchOption | null;
  onRegistered: () => void;
};

const wideFields = new Set(['patientId']);

/** Step 2: the dose register form, generated from the applied-doses config. */
export const DoseStep = ({ patient, onRegistered }: DoseStepProps) => {
  const { form, fields, submit, isSaving, findBatches, batchSearchKey, observationsMax } = useDoseStep({
    patient,
    onRegistered,
  });
  const controls: Readonly<Record<string, (props: WidgetProps) => ReactNode>> = {
    patientId: (props) => (
      <ReferenceSearch {...props} initialOption={patient ?? undefined} placeholder={doseFormTexts.personPlaceholder} />
    ),
    vaccineBatchId: (props) => (
      <ReferenceSearch
        {...props}
        load={findBatches}
        loadKey={batchSearchKey}
        placeholder={doseFormTexts.batchPlaceholder}
      />
    ),
    observations: (props) => <ObservationsField {...props} max={observationsMax} />,
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={isSaving} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{doseFormTexts.doseIntro}</p>
      <FormFields fields={fields} form={form} controls={controls} wideFields={wideFields} />
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit" isBusy={isSaving} className="w-full sm:w-auto">
          {doseFormTexts.registerDose}
        </Button>
      </div>
    </form>
  );
};
