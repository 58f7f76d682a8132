import { useId } from 'react';
import type { Correction } from '../offline/useCorrection';
import { PageHeader } from '../ui/PageHeader';
import { DoseStep } from './DoseStep';
import { OfflineNotice } from './OfflineNotice';
import { PatientStep } from './PatientStep';
import { RegisteredDoseNotice } from './RegisteredDoseNotice';
import { Stepper } from './Stepper';
import { doseFormTexts } from './texts';
import { useDoseWizard } from './useDoseWizard';
import { useStepFocus } from './useStepFocus';

/**
 * The dose form: register the patient, then the dose. Both steps stay mounted so going back and
 * forth keeps what was typed; a registered dose starts over with fresh forms, under its
 * confirmation (with 'Reportar ESAVI'). Each step is a region named by its heading, which takes
 * the focus when the step opens; a new round puts it in the patient form's first field. A
 * `correction` opens on its entry's step with its values, for its first round only.
 */
export const DoseForm = ({ correction }: { correction: Correction | null }) => {
  const isDose = correction?.entry.kind === 'dose';
  const wizard = useDoseWizard({ startsAt: isDose ? 1 : 0 });
  const stepRef = useStepFocus({ stepIndex: wizard.stepIndex, round: wizard.round });
  const headingId = useId();
  const corrected = wizard.round === 0 ? correction : null;
  const stepForms = [
    <PatientStep
      key="patient"
      onRegistered={wizard.patientRegistered}
      onSkip={wizard.goNext}
      initialValues={corrected?.entry.kind === 'patient' ? corrected.values : undefined}
    />,
    <DoseStep
      key={wizard.patient?.value ?? 'none'}
      patient={wizard.patient}
      onRegistered={wizard.doseRegistered}
      initialValues={corrected?.entry.kind === 'dose' ? corrected.values : undefined}
    />,
  ];
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={doseFormTexts.title} subtitle={doseFormTexts.subtitle} />
      <OfflineNotice correcting={corrected?.entry.summary ?? null} />
      <RegisteredDoseNotice dose={wizard.registered} onDismiss={wizard.dismissRegistered} />
      <div className="rounded-2xl border border-border bg-surface shadow-sm">
        <div className="border-b border-border px-3 py-4 sm:px-6">
          <Stepper
            steps={wizard.steps}
            current={wizard.stepIndex}
            canGoPrevious={wizard.canGoPrevious}
            canGoNext={wizard.canGoNext}
            onPrevious={wizard.goPrevious}
            onNext={wizard.goNext}
          />
        </div>
        <div key={wizard.round} className="p-4 sm:p-6">
          {wizard.steps.map((title, index) => (
            <section
              key={title}
              ref={stepRef(index)}
              aria-labelledby={`${headingId}-${index}`}
              hidden={wizard.stepIndex !== index}
            >
              <h2
                id={`${headingId}-${index}`}
                tabIndex={-1}
                className="mb-1 text-lg font-semibold tracking-tight text-foreground outline-none"
              >
                {title}
              </h2>
              {stepForms[index]}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
};
