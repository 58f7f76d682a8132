import { z } from 'zod';
import type { Parameter, Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { patients } from '../../entities/patients';
import { maxSimilarPatients, similarPatientsSchema } from '../similar-patients/shape';

const { $schema: _dialect, ...similarBody } = z.toJSONSchema(similarPatientsSchema);

const text = (name: string, description: string): Parameter => ({
  name,
  in: 'query',
  required: true,
  description,
  schema: { type: 'string', minLength: 1, maxLength: 100 },
});

/** The register form's duplicate check (`similarPatientsRoute`, declared by the patients config). */
export const similarPatientsPaths: Paths = {
  '/patients/similar': {
    get: {
      operationId: 'patients.similar',
      tags: [patients.labels.plural],
      summary: 'Pacientes parecidos',
      description: `Los pacientes activos con la misma fecha de nacimiento cuyo nombre completo, sin tildes ni mayúsculas, es el mismo o casi el mismo (una o dos letras de diferencia): como mucho ${maxSimilarPatients}, los más parecidos primero. Roles: ${patients.access.create.join(', ')}.`,
      parameters: [
        text('firstName', 'Nombre.'),
        text('lastname', 'Apellido.'),
        {
          name: 'birthDate',
          in: 'query',
          required: true,
          description: 'Fecha de nacimiento (AAAA-MM-DD).',
          schema: { type: 'string', format: 'date' },
        },
      ],
      responses: {
        200: { description: 'Los pacientes parecidos.', content: { 'application/json': { schema: similarBody } } },
        ...errorsFor([400, 401, 403, 500]),
      },
    },
  },
};
