import { scheduleOf } from '../../domain/dose-schedule';
import type { CardDose, CardPerson, CardVaccine, VaccinationCard } from '../../domain/vaccination-card';
import type { DoseRow, PatientRow } from './queries';

/**
 * The card from the patient's row and their active doses: the doses grouped by vaccine, each
 * vaccine with its schedule on `today`; vaccines by name, doses by date then number. Sorted
 * here rather than in SQL, so both databases give the same order (their collations differ)
 * and a patient's few doses cost nothing to sort.
 *
 * @example
 * vaccinationCardOf({ patient, doses, today: '2026-05-20' }) // { patient: {...}, vaccines: [...] }
 */
export const vaccinationCardOf = ({
  patient,
  doses,
  today,
}: {
  patient: PatientRow;
  doses: readonly DoseRow[];
  today: string;
}): VaccinationCard => {
  const byVaccine = new Map<number, DoseRow[]>();
  for (const dose of doses) {
    const id = Number(dose.vaccineId);
    byVaccine.set(id, [...(byVaccine.get(id) ?? []), dose]);
  }
  const vaccines = [...byVaccine.values()].map((rows) => vaccineEntry(rows, today));
  vaccines.sort(
    (a, b) =>
      (a.vaccine.vaccineName ?? '').localeCompare(b.vaccine.vaccineName ?? '', 'es') || a.vaccine.id - b.vaccine.id,
  );
  return { patient: cardPatientOf(patient), vaccines };
};

const vaccineEntry = (rows: readonly DoseRow[], today: string): CardVaccine => {
  const [first] = rows;
  const vaccine = {
    id: Number(first?.vaccineId),
    vaccineName: first?.vaccineName ?? null,
    requiredDoses: Number(first?.requiredDoses ?? 0),
    doseIntervalDays: Number(first?.doseIntervalDays ?? 0),
  };
  const doses = rows
    .map(cardDoseOf)
    .sort((a, b) => compare(a.date, b.date) || a.doseNumber - b.doseNumber || a.id - b.id);
  const schedule = scheduleOf({
    vaccine,
    doses: doses.map((dose) => ({ doseNumber: dose.doseNumber, date: dose.date, isActive: true })),
    today,
  });
  return { vaccine, doses, schedule };
};

const cardDoseOf = (row: DoseRow): CardDose => {
  const applicationDateTime = String(row.applicationDateTime ?? '');
  const professional = [row.professionalName, row.professionalLastname].filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    doseNumber: Number(row.doseNumber),
    // The UTC day, as the server's dose checks count it (dose-series.ts).
    date: applicationDateTime.slice(0, 10),
    applicationDateTime,
    batchNumber: row.batchNumber,
    centerName: row.centerName,
    professional: professional || null,
  };
};

const cardPatientOf = (row: PatientRow) => {
  const representative: CardPerson | null =
    row.representativeId === null
      ? null
      : {
          id: Number(row.representativeId),
          firstName: row.representativeFirstName,
          lastname: row.representativeLastname,
          identityDocument: row.representativeDocument,
          mobilePhone: row.representativePhone,
        };
  return {
    id: Number(row.id),
    firstName: row.firstName,
    lastname: row.lastname,
    identityDocument: row.identityDocument,
    mobilePhone: row.mobilePhone,
    isChild: Number(row.isChild) === 1,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    representative,
  };
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
