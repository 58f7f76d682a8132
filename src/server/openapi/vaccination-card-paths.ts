import { z } from 'zod';
import { staffRoles } from '../../domain/roles';
import { vaccinationCardQuerySchema, vaccinationCardSchema } from '../../domain/vaccination-card';
import type { Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { patients } from '../../entities/patients';
import { patientDayParameters } from './patient-day-parameters';

const { $schema: _dialect, ...card } = z.toJSONSchema(vaccinationCardSchema);

/** The patient's vaccination card (`vaccinationCardRoute`, declared by the patients config). */
export const vaccinationCardPaths: Paths = {
  '/patients/{id}/vaccination-card': {
    get: {
      operationId: 'patients.vaccinationCard',
      tags: [patients.labels.plural],
      summary: 'Carnet de vacunación de un paciente',
      description: `Los datos del paciente, su representante si es menor, y todo el esquema: cada vacuna con reglas del esquema nacional y cada vacuna que recibió, con sus dosis activas (por fecha y número; las históricas marcadas, con el motivo de un registro fuera del esquema), su serie por intervalo ('Completo', 'Al día', 'Próxima', 'Atrasada') y su pronóstico: próxima dosis, fechas mínima, recomendada, de atraso y máxima, y estado (complete, not-yet-due, due, overdue, too-late). Roles: ${staffRoles.join(', ')}.`,
      parameters: patientDayParameters(vaccinationCardQuerySchema),
      responses: {
        200: { description: 'El carnet del paciente.', content: { 'application/json': { schema: card } } },
        ...errorsFor([400, 401, 403, 404, 500]),
      },
    },
  },
};
