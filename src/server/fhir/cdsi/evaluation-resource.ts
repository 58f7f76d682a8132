import type { CodeableConcept, ImmunizationEvaluation, Organization, Reference } from '@medplum/fhirtypes';
import type { DoseEvaluation, EvaluationStatus } from '../../../domain/cdsi/assessment-model';
import { reasons } from '../../../domain/cdsi/engine-context';
import { evaluationReasonText } from '../../../domain/cdsi/evaluation-reasons';
import {
  doseStatusReasonSystem,
  doseStatusSystem,
  evaluationReasonSystem,
  evaluationStatusSystem,
} from '../code-systems';
import { antigenCodings, type NamedAntigen } from './target-disease';

/** CDSi's statuses of a dose: HL7's code (valid or notvalid), CDC's words and the screens'. */
const doseStatuses: Readonly<Record<EvaluationStatus, { isValid: boolean; display: string; text: string }>> = {
  valid: { isValid: true, display: 'Valid', text: 'Válida' },
  'not-valid': { isValid: false, display: 'Not Valid', text: 'No válida' },
  extraneous: { isValid: false, display: 'Extraneous', text: 'Extra' },
  'sub-standard': { isValid: false, display: 'Sub-standard', text: 'Subestándar' },
};

/** HL7's reason of CDC's, where one says it: an expired lot, or a dose outside the schedule's ages and intervals. */
const hl7Reasons: Readonly<Record<string, { code: string; display: string }>> = {
  [reasons.expiredProduct]: { code: 'explot', display: 'Expired Lot' },
  [reasons.tooYoung]: { code: 'outsidesched', display: 'Administered Outside Schedule' },
  [reasons.tooOld]: { code: 'outsidesched', display: 'Administered Outside Schedule' },
  [reasons.intervalTooShort]: { code: 'outsidesched', display: 'Administered Outside Schedule' },
  [reasons.liveVirusConflict]: { code: 'outsidesched', display: 'Administered Outside Schedule' },
  [reasons.seriesComplete]: { code: 'outsidesched', display: 'Administered Outside Schedule' },
};

/**
 * The id of a dose's evaluation for an antigen: the dose's id and the antigen's.
 *
 * @example
 * evaluationId({ doseId: 12, antigenId: 3 }) // '12-3'
 */
export const evaluationId = ({ doseId, antigenId }: { doseId: number; antigenId: number }) => `${doseId}-${antigenId}`;

/**
 * One dose's CDSi evaluation for one antigen as a FHIR `ImmunizationEvaluation`: `completed`,
 * the antigen as `targetDisease`, the dose as `immunizationEvent`, `doseStatus` HL7's valid or
 * notvalid then CDSi's own status (extraneous, sub-standard…), CDC's reason in
 * `doseStatusReason` (HL7's code where one says it, CDC's words as the panel's code, the
 * Spanish sentence as text), the target dose it satisfied and the series it followed. `date`
 * is when it was computed; `authority`, the programme.
 *
 * @example
 * evaluationResource({ patientId: 7, evaluation, antigen: { id: 3, name: 'Polio' }, date, authority })
 * // { resourceType: 'ImmunizationEvaluation', id: '12-3', doseStatus: { coding: [{ code: 'notvalid', … }, …] }, … }
 */
export const evaluationResource = ({
  patientId,
  evaluation,
  antigen,
  date,
  authority,
}: {
  patientId: number;
  evaluation: DoseEvaluation;
  antigen: NamedAntigen;
  date: string;
  authority: Reference<Organization> | undefined;
}): ImmunizationEvaluation => {
  const status = doseStatuses[evaluation.status];
  const doseStatus: CodeableConcept = {
    coding: [
      status.isValid
        ? { system: doseStatusSystem, code: 'valid', display: 'Valid' }
        : { system: doseStatusSystem, code: 'notvalid', display: 'Not Valid' },
      { system: evaluationStatusSystem, code: evaluation.status, display: status.display },
    ],
    text: status.text,
  };
  return {
    resourceType: 'ImmunizationEvaluation',
    id: evaluationId({ doseId: Number(evaluation.doseId), antigenId: antigen.id }),
    status: 'completed',
    patient: { reference: `Patient/${patientId}` },
    date,
    ...(authority ? { authority } : {}),
    targetDisease: { coding: antigenCodings(antigen), text: antigen.name },
    immunizationEvent: { reference: `Immunization/${evaluation.doseId}` },
    doseStatus,
    ...(evaluation.reason === null ? {} : { doseStatusReason: [reasonOf(evaluation.reason)] }),
    ...(evaluation.series === '' ? {} : { series: evaluation.series }),
    ...(evaluation.doseNumber === null ? {} : { doseNumberPositiveInt: evaluation.doseNumber }),
  };
};

const reasonOf = (reason: string): CodeableConcept => {
  const standard = hl7Reasons[reason];
  return {
    coding: [
      ...(standard ? [{ system: doseStatusReasonSystem, ...standard }] : []),
      { system: evaluationReasonSystem, code: reason, display: reason },
    ],
    text: sentenceOf(evaluationReasonText(reason)),
  };
};

const sentenceOf = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
