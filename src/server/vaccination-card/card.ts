import { scheduleOf } from '../../domain/dose-schedule';
import { type ForecastItem, type ForecastVaccine, patientForecast } from '../../domain/forecast';
import type { ForecastAnswer } from '../../domain/forecast-answer';
import type { CardDose, CardForecast, CardVaccine, VaccinationCard } from '../../domain/vaccination-card';
import { isValidIsoDate, programmeDayOf } from '../../engine';
import type { ForecastCatalogue } from '../programme/forecast-inputs';
import { cardGroupsOf } from './card-groups';
import { cardPatientOf } from './card-patient';
import type { DoseRow, PatientRow } from './queries';

/**
 * The card from the patient's row, their active doses (historical ones included), the
 * schedule's catalogue and the CDSi assessment on `today`: every vaccine with rules and every
 * vaccine the patient received, each with its doses, its series by interval and its forecast
 * by the former rules (the pure `patientForecast`, which the dose form reads), and every
 * vaccine group with its CDSi forecast and the doses evaluated for it. Vaccines by name, doses
 * by date then number: sorted here rather than in SQL, so both databases give the same order
 * (their collations differ) and a patient's few doses cost nothing to sort.
 *
 * @example
 * vaccinationCardOf({ patient, doses, catalogue, assessment, today: '2026-05-20' })
 * // { patient: {...}, vaccines: [...], groups: [...] }
 */
export const vaccinationCardOf = ({
  patient,
  doses,
  catalogue,
  assessment,
  today,
}: {
  patient: PatientRow;
  doses: readonly DoseRow[];
  catalogue: ForecastCatalogue;
  assessment: ForecastAnswer;
  today: string;
}): VaccinationCard => {
  const dosesOf = new Map<number, CardDose[]>();
  const doseOf = new Map<number, CardDose>();
  for (const row of doses) {
    const id = Number(row.vaccineId);
    const dose = cardDoseOf(row);
    dosesOf.set(id, [...(dosesOf.get(id) ?? []), dose]);
    doseOf.set(dose.id, dose);
  }
  const forecastOf = new Map(
    forecastItems({ birthDate: patient.dateOfBirth, catalogue, dosesOf, today }).map((item) => [item.vaccineId, item]),
  );
  const vaccineOf = new Map(catalogue.vaccines.map((vaccine) => [vaccine.id, vaccine]));
  const ids = new Set([...forecastOf.keys(), ...dosesOf.keys()]);
  const vaccines = [...ids].map((id) =>
    vaccineEntry({
      vaccine: vaccineOf.get(id) ?? { id, vaccineName: '', requiredDoses: 0, doseIntervalDays: 0 },
      doses: dosesOf.get(id) ?? [],
      forecast: forecastOf.get(id),
      today,
    }),
  );
  vaccines.sort(
    (a, b) =>
      (a.vaccine.vaccineName ?? '').localeCompare(b.vaccine.vaccineName ?? '', 'es') || a.vaccine.id - b.vaccine.id,
  );
  const vaccineNameOf = (id: number) => vaccineOf.get(id)?.vaccineName || null;
  return {
    patient: cardPatientOf(patient),
    vaccines,
    groups: cardGroupsOf({ answer: assessment, doseOf, vaccineNameOf }),
  };
};

/** The forecast of each vaccine with rules or doses; none without a valid birth date. */
const forecastItems = ({
  birthDate,
  catalogue,
  dosesOf,
  today,
}: {
  birthDate: string | null;
  catalogue: ForecastCatalogue;
  dosesOf: ReadonlyMap<number, readonly CardDose[]>;
  today: string;
}): ForecastItem[] => {
  if (birthDate === null || !isValidIsoDate(birthDate)) return [];
  const doses = [...dosesOf].flatMap(([vaccineId, own]) =>
    own.map((dose) => ({ vaccineId, doseNumber: dose.doseNumber, date: dose.date, isActive: true })),
  );
  return patientForecast({ birthDate, ...catalogue, doses, today });
};

const vaccineEntry = ({
  vaccine,
  doses,
  forecast,
  today,
}: {
  vaccine: ForecastVaccine;
  doses: readonly CardDose[];
  forecast: ForecastItem | undefined;
  today: string;
}): CardVaccine => {
  const sorted = [...doses].sort((a, b) => compare(a.date, b.date) || a.doseNumber - b.doseNumber || a.id - b.id);
  const schedule = scheduleOf({
    vaccine,
    doses: sorted.map((dose) => ({ doseNumber: dose.doseNumber, date: dose.date, isActive: true })),
    today,
  });
  return {
    vaccine: { ...vaccine, vaccineName: vaccine.vaccineName || null },
    doses: sorted,
    schedule,
    forecast: forecast ? cardForecastOf(forecast) : null,
  };
};

const cardForecastOf = ({ vaccineId: _id, vaccineName: _name, ...forecast }: ForecastItem): CardForecast => forecast;

const cardDoseOf = (row: DoseRow): CardDose => {
  const applicationDateTime = String(row.applicationDateTime ?? '');
  const professional = [row.professionalName, row.professionalLastname].filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    doseNumber: Number(row.doseNumber),
    // The UTC day, as the server's dose checks and the forecast count it.
    date: programmeDayOf(applicationDateTime),
    applicationDateTime,
    isHistorical: Number(row.isHistorical) === 1,
    overrideReason: row.overrideReason || null,
    batchNumber: row.batchNumber,
    centerName: row.centerName,
    professional: professional || null,
  };
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
