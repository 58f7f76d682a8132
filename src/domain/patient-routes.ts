import type { EntityRouteConfig } from '../engine';
import { assessmentDataSchema } from './cdsi/assessment-data';
import { forecastStatusLabels } from './forecast';
import { forecastAnswerSchema, forecastQuerySchema } from './forecast-answer';
import { maxLookupPatients, patientLookupQuerySchema, patientLookupSchema } from './patient-lookup';
import { maxSimilarPatients, similarPatientsQuerySchema, similarPatientsSchema } from './similar-patients';
import { invalidTodayMessage, vaccinationCardQuerySchema, vaccinationCardSchema } from './vaccination-card';

const statuses = Object.entries(forecastStatusLabels)
  .map(([status, label]) => `\`${status}\` ('${label}')`)
  .join(', ');

const patientId = { id: 'Id del paciente.' };

/**
 * The patients' routes beyond their CRUD ones, declared once (the patients' config lists them,
 * their behaviour answers them): the register form's duplicate check, the vaccination card, the
 * forecast and what the CDSi engine reads of the patient.
 */
export const patientRoutes = [
  {
    name: 'similar',
    method: 'get',
    path: '/similar',
    access: 'create',
    summary: 'Pacientes parecidos',
    description: `Los pacientes activos del ámbito de quien pregunta con la misma fecha de nacimiento cuyo nombre completo, sin tildes ni mayúsculas, es el mismo o casi el mismo (una o dos letras de diferencia): como mucho ${maxSimilarPatients}, los más parecidos primero.`,
    query: similarPatientsQuerySchema,
    answers: { 200: { description: 'Los pacientes parecidos.', schema: similarPatientsSchema } },
    errors: [400, 401, 403, 500],
  },
  {
    name: 'lookup',
    method: 'get',
    path: '/lookup',
    access: 'read',
    summary: 'Buscar un paciente de cualquier centro por su documento',
    description: `Los pacientes activos de todo el país con ese documento de identidad exacto, y los menores a quienes representa (como mucho ${maxLookupPatients}): solo su nombre, apellido, fecha de nacimiento y centro de referencia, y \`isInScope\`, si quien pregunta puede abrirlo; si no, lo abre con un motivo (\`POST /patients/{id}/access\`).`,
    query: patientLookupQuerySchema,
    answers: { 200: { description: 'Los pacientes encontrados.', schema: patientLookupSchema } },
    errors: [400, 401, 403, 500],
  },
  {
    name: 'vaccinationCard',
    method: 'get',
    path: '/:id/vaccination-card',
    access: 'read',
    summary: 'Carnet de vacunación de un paciente',
    description:
      "Los datos del paciente, su representante si es menor, y todo el esquema: `groups`, cada grupo de vacunas con el pronóstico CDSi de `GET /patients/{id}/forecast` y las dosis que cuentan para sus antígenos, cada una con su vacuna y su evaluación por antígeno (número de dosis que cumplió, estado y motivo de CDC); y `vaccines`, cada vacuna con reglas del esquema nacional y cada vacuna que recibió, con sus dosis activas (por fecha y número; las históricas marcadas, con el motivo de un registro fuera del esquema), su serie por intervalo ('Completo', 'Al día', 'Próxima', 'Atrasada') y su pronóstico por las reglas: próxima dosis, fechas mínima, recomendada, de atraso y máxima, y estado (complete, not-yet-due, due, overdue, too-late).",
    params: patientId,
    query: vaccinationCardQuerySchema,
    invalidMessage: invalidTodayMessage,
    answers: { 200: { description: 'El carnet del paciente.', schema: vaccinationCardSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'forecast',
    method: 'get',
    path: '/:id/forecast',
    access: 'read',
    summary: 'Próximas dosis de un paciente según el esquema',
    description: `La evaluación y la previsión CDSi del paciente (docs/cdsi.md). \`items\`: para cada grupo de vacunas del esquema, sus antígenos, la próxima dosis (\`forecastDoseNumber\`), el estado de la serie (\`seriesStatus\`: not-complete, complete, immune, aged-out, contraindicated, not-recommended), las fechas (AAAA-MM-DD) desde la que puede aplicarse (\`earliestDate\`), recomendada, de atraso (\`pastDueDate\`) y la última (nulas cuando no hay próxima dosis) y el estado en \`today\`: ${statuses}. \`evaluations\`: cada dosis activa (las históricas cuentan) evaluada para cada antígeno que cubre su vacuna: valid, not-valid, extraneous o sub-standard, con el motivo de CDC y la dosis del esquema que cumplió (\`doseNumber\`, nula si no es válida).`,
    params: patientId,
    query: forecastQuerySchema,
    invalidMessage: invalidTodayMessage,
    answers: { 200: { description: 'La previsión del paciente.', schema: forecastAnswerSchema } },
    errors: [400, 401, 403, 404, 500],
  },
  {
    name: 'assessmentData',
    method: 'get',
    path: '/:id/assessment-data',
    access: 'read',
    summary: 'Datos del paciente para la evaluación CDSi',
    description:
      'Lo que el motor CDSi lee del paciente: su fecha de nacimiento, sus dosis activas (las históricas también: id, vacuna, fecha y vencimiento de su lote) y sus antecedentes clínicos (código, desde y hasta), con la versión del esquema (`scheduleVersion`, la de `GET /antigens/schedule`). El formulario de dosis evalúa con ellos la dosis antes de enviarla.',
    params: patientId,
    answers: { 200: { description: 'Los datos del paciente.', schema: assessmentDataSchema } },
    errors: [400, 401, 403, 404, 500],
  },
] as const satisfies readonly EntityRouteConfig[];
