import { z } from 'zod';
import { scheduleStatuses } from './dose-schedule';
import { type ForecastStatus, forecastStatusLabels } from './forecast';
import { doseEvaluationItemSchema, forecastItemSchema } from './forecast-answer';
import { todayQuerySchema } from './today-query';

/**
 * The patient's vaccination card as `GET /api/v1/patients/:id/vaccination-card` answers it:
 * one zod schema the server's answer is typed by, the OpenAPI document describes and the
 * client parses, so its shape is written once.
 */

export { invalidTodayMessage } from './today-query';
export const patientNotFoundMessage = 'El paciente no existe';

/** The card's query: `today` (YYYY-MM-DD) the schedules are computed for; the server's date when absent. */
export const vaccinationCardQuerySchema = todayQuerySchema(
  'Fecha de hoy (AAAA-MM-DD) para calcular el esquema; por defecto, la del servidor.',
);

/** Who a card names: the patient, or their representative. */
const cardPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastname: z.string().nullable(),
  identityDocument: z.string().nullable(),
  mobilePhone: z.string().nullable(),
});

export const cardPatientSchema = cardPersonSchema.extend({
  /** A child without a national ID: `identityDocument` is then the generated one. */
  isChild: z.boolean(),
  dateOfBirth: z.string().nullable().meta({ description: 'AAAA-MM-DD' }),
  address: z.string().nullable(),
  /** The adult who represents a child; null for an adult. */
  representative: cardPersonSchema.nullable(),
});

/** An active dose as the card lists it. */
export const cardDoseSchema = z.object({
  id: z.number().int(),
  doseNumber: z.number().int(),
  /** The application's calendar day, YYYY-MM-DD (the day the schedule counts from). */
  date: z.string(),
  applicationDateTime: z.string().meta({ description: 'Fecha y hora de aplicación, ISO 8601.' }),
  /** Given elsewhere and copied from a paper card: no lot ('Histórica'). */
  isHistorical: z.boolean(),
  /** The admin's reason for registering it outside the schedule's ages and intervals; null without one. */
  overrideReason: z.string().nullable(),
  /** Null for a historical dose. */
  batchNumber: z.string().nullable(),
  centerName: z.string().nullable(),
  /** 'Nombre Apellido' of the professional who applied it. */
  professional: z.string().nullable(),
});

/** The series by the vaccine's interval alone, as the dose form's checks read it (dose-schedule.ts). */
export const cardScheduleSchema = z.object({
  dosesReceived: z.number().int(),
  seriesSize: z.number().int(),
  nextDoseNumber: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  daysUntilDue: z.number().int().nullable(),
  status: z.enum(scheduleStatuses),
});

const forecastDate = z.string().nullable().meta({ format: 'date' });

/**
 * The vaccine's next dose by the national schedule (the pure `vaccineForecast`, as
 * `GET /patients/:id/forecast` answers it): its dates, null once the series is complete (the
 * latest also without a maximum age), and its status.
 */
export const cardForecastSchema = z.object({
  nextDoseNumber: z.number().int().nullable(),
  dosesReceived: z.number().int(),
  seriesSize: z.number().int(),
  earliestDate: forecastDate,
  recommendedDate: forecastDate,
  overdueDate: forecastDate,
  latestDate: forecastDate,
  status: z.enum(Object.keys(forecastStatusLabels) as [ForecastStatus, ...ForecastStatus[]]),
});

export const cardVaccineSchema = z.object({
  vaccine: z.object({
    id: z.number().int(),
    vaccineName: z.string().nullable(),
    requiredDoses: z.number().int(),
    doseIntervalDays: z.number().int(),
  }),
  /** The active doses of this vaccine, by date then number. */
  doses: z.array(cardDoseSchema),
  schedule: cardScheduleSchema,
  /** Null when the patient has no valid birth date, from which the schedule counts. */
  forecast: cardForecastSchema.nullable(),
});

/** A dose as a vaccine group of the card lists it: its vaccine, and its evaluation for each antigen of the group. */
export const cardGroupDoseSchema = cardDoseSchema.extend({
  vaccine: z.object({ id: z.number().int(), vaccineName: z.string().nullable() }),
  evaluations: z.array(doseEvaluationItemSchema.pick({ antigen: true, doseNumber: true, status: true, reason: true })),
});

/** A vaccine group of the card: the CDSi forecast (as `GET /patients/:id/forecast` gives it) and the doses it counts. */
export const cardGroupSchema = forecastItemSchema.extend({
  /** The active doses that count for an antigen of the group, by date. */
  doses: z.array(cardGroupDoseSchema),
});

export const vaccinationCardSchema = z.object({
  patient: cardPatientSchema,
  /** Every vaccine with schedule rules and every vaccine the patient received (an active dose), by name. */
  vaccines: z.array(cardVaccineSchema),
  /**
   * Every vaccine group of the schedule, as loaded, with the CDSi forecast and evaluations; none without a valid
   * birth date. A card kept on a device before the groups came reads as none.
   */
  groups: z.array(cardGroupSchema).default([]),
});

export type CardPerson = z.infer<typeof cardPersonSchema>;
export type CardPatient = z.infer<typeof cardPatientSchema>;
export type CardDose = z.infer<typeof cardDoseSchema>;
export type CardForecast = z.infer<typeof cardForecastSchema>;
export type CardVaccine = z.infer<typeof cardVaccineSchema>;
export type CardGroupDose = z.infer<typeof cardGroupDoseSchema>;
export type CardGroup = z.infer<typeof cardGroupSchema>;
export type VaccinationCard = z.infer<typeof vaccinationCardSchema>;
