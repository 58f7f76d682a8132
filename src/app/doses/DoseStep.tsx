import type { ReactNode } from 'react';
import type { EntityRow, FormValues } from '../../engine';
import { FormFields, ReferenceSearch, type SearchOption, type WidgetProps } from '../../engine/react';
import { Button } from '../ui/Button';
import { PatientAccessDialog } from './access/PatientAccessDialog';
import { PatientSearch } from './access/PatientSearch';
import { DoseHistoryPanel } from './checks/DoseHistoryPanel';
import { DoseOverridePanel } from './checks/DoseOverridePanel';
import { DoseWarningDialog } from './checks/DoseWarningDialog';
import { ObservationsField } from './ObservationsField';
import { doseFormTexts } from './texts';
import { useDoseStep } from './useDoseStep';
import { BatchList } from './vaccine/BatchList';
import { HistoricalSwitch } from './vaccine/HistoricalSwitch';
import { HistoricalVaccineSelect } from './vaccine/HistoricalVaccineSelect';
import { VaccineField } from './vaccine/VaccineField';

export type DoseStepProps = {
  /** The patient registered in step 1, if any; the form starts with them chosen. */
  patient: SearchOption | null;
  /** The dose saved, as the API answered it. */
  onRegistered: (dose: EntityRow) => void;
  /** The values a refused dose reopened by 'Corregir' starts from. */
  initialValues?: Readonly<FormValues>;
};

const wideFields = new Set(['patientId']);
const patientField = 'patientId';
/** A past dose's vaccine and date, in place of the vaccine box and its lots. */
const historicalFields = new Set(['vaccineId', 'applicationDate']);
/** Drawn apart: the mode's switch, and the admin's reason after a refusal. */
const ownFields = new Set(['isHistorical', 'overrideReason']);

/**
 * Step 2: the dose register form, generated from the applied-doses config, with the vaccine
 * and its lots (first expiry, first out) and the patient's history of it between the patient
 * and the lot; a dose off the schedule asks for a confirmation before it is sent, and one the
 * schedule's ages refuse is not sent (an admin may send it with a reason). 'Registrar dosis
 * anterior' turns it into the form of a dose given elsewhere: its vaccine and date, no lot. A
 * patient of another centre, found by their document, is opened with a reason ('Acceso fuera de
 * su ámbito').
 */
export const DoseStep = ({ patient, onRegistered, initialValues }: DoseStepProps) => {
  const {
    form,
    fields,
    submit,
    isSaving,
    batchChoice,
    history,
    confirmation,
    access,
    observationsMax,
    historical,
    override,
  } = useDoseStep({ patient, onRegistered, initialValues });
  const { vaccine, formBatch } = batchChoice;
  const controls: Readonly<Record<string, (props: WidgetProps) => ReactNode>> = {
    patientId: (props) => (
      <PatientSearch
        {...props}
        knownOptions={[patient, access.openedOption]}
        onOutside={access.ask}
        placeholder={doseFormTexts.personPlaceholder}
      />
    ),
    vaccineBatchId: (props) => (
      <ReferenceSearch
        key={formBatch.round}
        {...props}
        initialOption={formBatch.option ?? undefined}
        load={batchChoice.findBatches}
        loadKey={batchChoice.searchKeys.batches}
        placeholder={doseFormTexts.batchPlaceholder}
      />
    ),
    vaccineId: (props) => <HistoricalVaccineSelect {...props} vaccines={historical.vaccines} />,
    observations: (props) => <ObservationsField {...props} max={observationsMax} />,
  };
  const patientFields = fields.filter(({ field }) => field.name === patientField);
  const pastDoseFields = fields.filter(({ field }) => historicalFields.has(field.name));
  const doseFields = fields.filter(
    ({ field }) => field.name !== patientField && !historicalFields.has(field.name) && !ownFields.has(field.name),
  );
  return (
    <>
      <form noValidate onSubmit={submit} aria-busy={isSaving} className="flex flex-col gap-6">
        <p className="text-sm text-muted">{doseFormTexts.doseIntro}</p>
        <HistoricalSwitch form={form} onToggle={historical.toggle} />
        <FormFields fields={patientFields} form={form} controls={controls} wideFields={wideFields} />
        {historical.isOn ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted">{doseFormTexts.historical.intro}</p>
            <FormFields fields={pastDoseFields} form={form} controls={controls} />
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            <VaccineField
              vaccine={vaccine}
              onChoose={batchChoice.chooseVaccine}
              load={batchChoice.findVaccines}
              loadKey={batchChoice.searchKeys.vaccines}
            />
            {vaccine && <BatchList vaccineName={vaccine.label} choice={batchChoice} />}
          </div>
        )}
        <DoseHistoryPanel
          history={history}
          vaccine={historical.isOn ? historical.vaccine : vaccine}
          onAskAccess={access.askAgain}
        />
        <FormFields fields={doseFields} form={form} controls={controls} />
        {override && (
          <DoseOverridePanel
            form={form}
            refusal={override.refusal}
            reasonField={override.reasonField}
            reasonMin={override.reasonMin}
            reasonMax={override.reasonMax}
            onOverride={() => void override.send()}
            isSaving={isSaving}
          />
        )}
        <div className="flex justify-end border-t border-border pt-5">
          <Button type="submit" isBusy={isSaving} className="w-full sm:w-auto">
            {doseFormTexts.registerDose}
          </Button>
        </div>
        <DoseWarningDialog
          isOpen={confirmation.isOpen}
          warnings={confirmation.warnings}
          onCancel={confirmation.cancel}
          onConfirm={confirmation.confirm}
        />
      </form>
      {/* Beside the dose's form, not in it: its own form's submit would bubble to the dose's. */}
      <PatientAccessDialog patient={access.asked} onCancel={access.cancel} onOpened={access.opened} />
    </>
  );
};
