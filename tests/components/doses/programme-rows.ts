import { addDays } from '../../../src/domain/calendar-days';
import { scheduleOf } from '../../../src/domain/dose-schedule';
import { vaccineForecast } from '../../../src/domain/forecast';
import type { VaccinationCard } from '../../../src/domain/vaccination-card';
import type { EntityRow } from '../../../src/engine/contract/entity';
import { today } from '../../../src/engine/rules';
import { doseFormRows, expiryOfOpenBatch, vaccineIds } from './dose-rows';

/** Pentavalente, whose dose 1 is given from 6 weeks of age (the demo's schedule), and a vaccine no batch names. */
export const pentavalente = { id: 3, vaccineName: 'Pentavalente' };
const yellowFever = { id: 4, vaccineName: 'Fiebre amarilla' };

/** Its dose 1: from 6 weeks of age, due at 2 months. */
const pentavalenteRule = {
  vaccineId: pentavalente.id,
  doseNumber: 1,
  minimumAgeDays: 42,
  recommendedAgeDays: 60,
  overdueAgeDays: 90,
  maximumAgeDays: 2555,
  minimumIntervalDays: 0,
};

export const timingMessage = 'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)';

/** The dose form's rows, with Pentavalente's lot and its schedule rule, and the vaccines the admin reads. */
export const programmeRows = (): Record<string, EntityRow[]> => {
  const rows = doseFormRows();
  return {
    ...rows,
    'vaccine-batches': [
      ...(rows['vaccine-batches'] ?? []),
      {
        id: 7,
        isActive: true,
        batchNumber: 'PV-2026-001',
        vaccineId: pentavalente.id,
        vaccine: pentavalente,
        manufactureDate: '2026-01-01',
        expirationDate: expiryOfOpenBatch,
        initialQuantity: 100,
        availableQuantity: 40,
        status: 1,
      },
    ],
    'schedule-rules': [
      {
        id: 1,
        isActive: true,
        vaccine: pentavalente,
        ...pentavalenteRule,
      },
    ],
    vaccines: [
      { id: vaccineIds.Comirnaty ?? 1, isActive: true, vaccineName: 'Comirnaty' },
      { id: vaccineIds.Sinovac ?? 2, isActive: true, vaccineName: 'Sinovac' },
      { id: pentavalente.id, isActive: true, vaccineName: pentavalente.vaccineName },
      { id: yellowFever.id, isActive: true, vaccineName: yellowFever.vaccineName },
    ],
  };
};

/**
 * The vaccination card of a patient born `ageDays` days ago who received no dose: Pentavalente
 * is on it all the same, by its schedule rule, with its forecast.
 */
export const cardOfBaby = ({ patientId, ageDays }: { patientId: number; ageDays: number }): VaccinationCard => {
  const birthDate = addDays(today(), -ageDays);
  const vaccine = { ...pentavalente, requiredDoses: 3, doseIntervalDays: 60 };
  const {
    vaccineId: _,
    vaccineName: __,
    ...forecast
  } = vaccineForecast({
    birthDate,
    vaccine,
    rules: [pentavalenteRule],
    doses: [],
    today: today(),
  });
  return {
    patient: {
      id: patientId,
      firstName: 'José',
      lastname: 'Pérez',
      identityDocument: '45871236',
      mobilePhone: '51999001001',
      isChild: false,
      dateOfBirth: birthDate,
      address: null,
      representative: null,
    },
    vaccines: [{ vaccine, doses: [], schedule: scheduleOf({ vaccine, doses: [], today: today() }), forecast }],
    groups: [],
  };
};
