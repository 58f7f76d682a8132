import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { adminRoles } from '../../domain/roles';
import { ApiError, type EntityRow, type FieldConfig, type FormValues, isValidIsoDate } from '../../engine';
import { type EntityFormState, type SearchOption, useEntityForm } from '../../engine/react';
import { appliedDoses } from '../../entities/applied-doses';
import { isOnline } from '../outbox/app-outbox';
import { tokenUserId } from '../session/jwt';
import { useSessionStore } from '../session/session-store';
import { type PatientAccess, usePatientAccess } from './access/usePatientAccess';
import { warnOnly } from './checks/offline-checks';
import { type CheckedSubmit, useCheckedSubmit } from './checks/useCheckedSubmit';
import { type DoseHistory, useDoseHistory } from './checks/useDoseHistory';
import { maxLengthOf, minLengthOf } from './schema-limits';
import { doseFormTexts } from './texts';
import { useSessionCenter } from './useSessionCenter';
import { type BatchChoice, useBatchChoice } from './vaccine/useBatchChoice';
import { type HistoricalVaccines, useHistoricalVaccines } from './vaccine/useHistoricalVaccines';

export type DoseStep = EntityFormState & {
  /** The vaccine, its usable lots and the lot chosen. */
  batchChoice: BatchChoice;
  /** The patient's previous doses of that vaccine and the checks of the number typed. */
  history: DoseHistory;
  /** The confirmation a dose off its schedule asks for. */
  confirmation: CheckedSubmit['confirmation'];
  /** The access to a patient of another centre, asked with a reason. */
  access: PatientAccess;
  observationsMax: number;
  /** 'Registrar dosis anterior': a dose given elsewhere, named by its vaccine and date, with no lot. */
  historical: {
    isOn: boolean;
    toggle: (isOn: boolean) => void;
    vaccines: HistoricalVaccines;
    /** The vaccine chosen for a dose given elsewhere. */
    vaccine: SearchOption | null;
  };
  /** An admin's override of the schedule's refusal; null unless an admin's dose was just refused by it. */
  override: {
    refusal: string;
    reasonField: FieldConfig;
    reasonMin: number;
    reasonMax: number;
    send: () => Promise<void>;
  } | null;
};

const observationsMax = maxLengthOf(appliedDoses.schemas.create, 'observations') ?? 1000;
const reasonMax = maxLengthOf(appliedDoses.schemas.create, 'overrideReason') ?? 500;
const reasonMin = minLengthOf(appliedDoses.schemas.create, 'overrideReason')?.value ?? 10;
const reasonField = appliedDoses.fields.find((field) => field.name === 'overrideReason');

/** What a schedule refusal depends on: when one of these changes, the refusal no longer holds. */
const refusalKeys = ['patientId', 'doseNumber', 'vaccineBatchId', 'vaccineId', 'applicationDate', 'isHistorical'];

/**
 * Step 2: the dose register form of the applied-doses config (its create schema holds the
 * 'Dose register' rules), dose number 1, the given patient and the signed-in professional
 * preselected (another can be chosen: a clerk may enter a nurse's dose). The lot comes first
 * expiry first out from the vaccine, or by its number; once the patient and the vaccine are
 * known the number is suggested from their history, which sending checks it against, with the
 * schedule's ages and interval. In 'Registrar dosis anterior' the dose is one given elsewhere:
 * its vaccine and date instead of a lot. A dose the schedule refuses (here or the server's 409)
 * is sent by an admin only with a reason. Any save, refused or not, reloads what the lot
 * choices and the history show. A patient of another centre is opened with a reason first.
 *
 * @example
 * const { form, fields, submit, lotChoice, history, confirmation, historical, override } = useDoseStep({ patient, onRegistered });
 */
export const useDoseStep = ({
  patient,
  onRegistered,
  initialValues,
}: {
  patient: SearchOption | null;
  onRegistered: (dose: EntityRow) => void;
  /** The values a refused dose reopened by 'Corregir' starts from. Memoise them. */
  initialValues?: Readonly<FormValues>;
}): DoseStep => {
  const professionalId = useSessionStore((state) => tokenUserId(state.token));
  const role = useSessionStore((state) => state.role);
  const canOverride = adminRoles.some((admin) => admin === role);
  const defaults = useMemo(
    () => ({ doseNumber: 1, patientId: patient?.value, applyingUserId: professionalId, ...initialValues }),
    [patient, professionalId, initialValues],
  );
  const [refusal, setRefusal] = useState<{ message: string; key: string } | null>(null);
  const entityForm = useEntityForm({
    entity: appliedDoses,
    mode: 'create',
    defaults,
    failure: doseFormTexts.doseFailure,
    onSaved: onRegistered,
    onFailed: (error) => refusedByServer(error),
  });
  const { form } = entityForm;
  useSessionCenter(form);
  const watched = useWatch({ control: form.control, name: refusalKeys });
  const refusalKey = JSON.stringify(watched);
  const [isHistorical, applicationDate, historicalVaccineId] = [watched[5] === true, watched[4], watched[3]];
  const timingField = isHistorical ? 'applicationDate' : 'doseNumber';

  const batchChoice = useBatchChoice(form);
  const vaccines = useHistoricalVaccines({ isEnabled: isHistorical });
  const historicalVaccine = vaccines.options.find((option) => option.value === historicalVaccineId) ?? null;
  const doseDate = isHistorical ? validDate(applicationDate) : batchChoice.day;
  const history = useDoseHistory({
    form,
    vaccine: isHistorical ? historicalVaccine : batchChoice.vaccine,
    day: batchChoice.day,
    date: doseDate,
    isEvaluated: !isHistorical,
  });
  const access = usePatientAccess({ form, readError: history.error, known: patient });

  const onRefused = useCallback((message: string) => setRefusal({ message, key: refusalKey }), [refusalKey]);
  const refusedByServer = (error: unknown) => {
    const message = error instanceof ApiError && error.status === 409 ? error.fieldErrors.overrideReason : undefined;
    if (typeof message !== 'string') return;
    // The engine put the reason on the 'Motivo' field; it belongs on the dose's number or date.
    form.clearErrors('overrideReason');
    form.setError(timingField, { type: 'server', message }, { shouldFocus: true });
    onRefused(message);
  };
  const { submit, override, confirmation } = useCheckedSubmit({
    form,
    send: entityForm.submit,
    // A dose given here is of its lot's vaccine, whatever the vaccine box shows at that instant.
    checkDose: async (doseNumber) => {
      const result = await history.checkDose({
        doseNumber,
        vaccineId: isHistorical ? (historicalVaccine?.value ?? null) : await batchChoice.vaccineOfBatch(),
        date: doseDate ?? batchChoice.day,
      });
      // Offline, the kept history may be out of date: its checks only warn, the server decides.
      return isOnline() ? result : warnOnly(result);
    },
    timingField,
    onRefused,
  });

  const { chooseVaccine } = batchChoice;
  // A dose given elsewhere takes no lot: the vaccine box and its lots are left for a dose given here.
  const toggle = useCallback(
    (isOn: boolean) => {
      if (isOn) chooseVaccine(null);
    },
    [chooseVaccine],
  );
  const activeRefusal = refusal?.key === refusalKey ? refusal.message : null;
  return {
    ...entityForm,
    submit,
    batchChoice,
    history,
    confirmation,
    access,
    observationsMax,
    historical: { isOn: isHistorical, toggle, vaccines, vaccine: historicalVaccine },
    override:
      canOverride && activeRefusal !== null && reasonField
        ? { refusal: activeRefusal, reasonField, reasonMin, reasonMax, send: override }
        : null,
  };
};

const validDate = (value: unknown) => (typeof value === 'string' && isValidIsoDate(value) ? value : null);
