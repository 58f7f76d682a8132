import { useId } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { DoseStep } from './DoseStep';
import { PatientStep } from './PatientStep';
import { RegisteredDoseNotice } from './RegisteredDoseNotice';
import { Stepper } from './Stepper';
import { doseFormTexts } from './texts';
import { useDoseWizard } from './useDoseWizard';
import { useStepFocus } from './useStepFocus';

/**
 * The dose registration form (/formulario-dosis): register the patient, then the dose. Both
 * steps stay mounted so going back and forth keeps what was typed; a registered dose starts
 * over with fresh forms, under its confirmation (with 'Reportar ESAVI'). Each step is a region
 * named by its heading, which takes the focus when the step opens; a new round puts it in the
 * patient form's first field.
 */
export const DoseFormPage = () => {
  const wizard = useDoseWizard();
  const stepRef = useStepFocus({ stepIndex: wizard.stepIndex, round: wizard.round });
  const headingId = useId();
  const stepForms = [
    <PatientStep key="patient" onRegistered={wizard.patientRegistered} onSkip={wizard.goNext} />,
    <DoseStep key={wizard.patient?.value ?? 'none'} patient={wizard.patient} onRegistered={wizard.doseRegistered} />,
  ];
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={doseFormTexts.title} subtitle={doseFormTexts.subtitle} />
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
