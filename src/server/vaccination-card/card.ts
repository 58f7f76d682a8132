import { scheduleOf } from '../../domain/dose-schedule';
import { type ForecastItem, type ForecastVaccine, patientForecast } from '../../domain/forecast';
import type { CardDose, CardForecast, CardVaccine, VaccinationCard } from '../../domain/vaccination-card';
import { isValidIsoDate } from '../../engine';
import type { ForecastCatalogue } from '../programme/forecast-inputs';
import { cardPatientOf } from './card-patient';
import type { DoseRow, PatientRow } from './queries';

/**
 * The card from the patient's row, their active doses (historical ones included) and the
 * schedule's catalogue: every vaccine with rules and every vaccine the patient received, each
 * with its doses, its series by interval and its forecast on `today`, computed with the pure
 * `patientForecast` from the same inputs as `GET /patients/:id/forecast`. Vaccines by name,
 * doses by date then number: sorted here rather than in SQL, so both databases give the same
 * order (their collations differ) and a patient's few doses cost nothing to sort.
 *
 * @example
 * vaccinationCardOf({ patient, doses, catalogue, today: '2026-05-20' }) // { patient: {...}, vaccines: [...] }
 */
export const vaccinationCardOf = ({
  patient,
  doses,
  catalogue,
  today,
}: {
  patient: PatientRow;
  doses: readonly DoseRow[];
  catalogue: ForecastCatalogue;
  today: string;
}): VaccinationCard => {
  const dosesOf = new Map<number, CardDose[]>();
  for (const row of doses) {
    const id = Number(row.vaccineId);
    dosesOf.set(id, [...(dosesOf.get(id) ?? []), cardDoseOf(row)]);
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
  return { patient: cardPatientOf(patient), vaccines };
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
    date: applicationDateTime.slice(0, 10),
    applicationDateTime,
    isHistorical: Number(row.isHistorical) === 1,
    overrideReason: row.overrideReason || null,
    batchNumber: row.batchNumber,
    centerName: row.centerName,
    professional: professional || null,
  };
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
