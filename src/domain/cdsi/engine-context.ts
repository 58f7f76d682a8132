import type { Antigen, CdsiSchedule } from './antigen-model';
import type { AdministeredDose, CdsiPatient, EvaluationStatus } from './assessment-model';
import type { Series } from './series-model';

/** What every step of an assessment reads: the schedule, the patient, their doses (by date) and the day. */
export type EngineContext = {
  schedule: CdsiSchedule;
  patient: CdsiPatient;
  /** Every dose given up to the assessment date, oldest first. */
  doses: readonly AdministeredDose[];
  assessmentDate: string;
};

/** A dose as a series evaluated it. */
export type EvaluatedDose = {
  dose: AdministeredDose;
  status: EvaluationStatus;
  reason: string | null;
  doseNumber: number | null;
};

/** A series after every dose of its antigen was evaluated against it. */
export type SeriesEvaluation = {
  antigen: Antigen;
  series: Series;
  evaluated: EvaluatedDose[];
  /** The index in `series.doses` of the next target dose; the series' length when complete. */
  nextDoseIndex: number;
  /** The date of the dose that satisfied each target dose, by dose number. */
  satisfiedDates: ReadonlyMap<number, string>;
};

/** Reasons of CDC's CDSi logic specification, as its test cases write them. */
export const reasons = {
  tooYoung: 'Age: Too Young',
  tooOld: 'Age: Too Old',
  intervalTooShort: 'Interval: Too Short',
  liveVirusConflict: 'Live Virus Conflict',
  expiredProduct: 'Expired Product',
  inadvertentVaccine: 'Inadvertent Vaccine',
  notAllowableVaccine: 'Not Allowable Vaccine',
  seriesComplete: 'Series Already Complete',
} as const;

/** The later of two dates, either possibly missing. */
export const laterOf = (first: string | null, second: string | null): string | null =>
  first === null ? second : second === null || first >= second ? first : second;
