import { isValidIsoDate } from '../../engine';
import { invalidData, type RouteHandler } from '../../engine/server';
import { similarPatients } from './query';

/** Longer names are no one's: refused before any distance is computed. */
const maxNameLength = 100;

/**
 * `GET /patients/similar?firstName=&lastname=&birthDate=`: the patients the register form warns
 * about. The patients' config declares the route (for whoever may register patients); their
 * behaviour answers it with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { similar: similarPatientsRoute } });
 */
export const similarPatientsRoute: RouteHandler = async (c, { db }) => {
  const firstName = (c.req.query('firstName') ?? '').trim();
  const lastname = (c.req.query('lastname') ?? '').trim();
  const birthDate = c.req.query('birthDate') ?? '';
  const errors: Record<string, string> = {};
  if (firstName === '' || firstName.length > maxNameLength) errors.firstName = 'Indique el nombre del paciente';
  if (lastname === '' || lastname.length > maxNameLength) errors.lastname = 'Indique el apellido del paciente';
  if (!isValidIsoDate(birthDate)) errors.birthDate = 'La fecha de nacimiento no es válida';
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  return c.json({ items: await similarPatients(db, { firstName, lastname, birthDate }) });
};
