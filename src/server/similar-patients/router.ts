import { Hono } from 'hono';
import { isValidIsoDate } from '../../engine';
import type { Db } from '../../engine/server';
import { type ApiEnv, allow, invalidData } from '../../engine/server';
import { patients } from '../../entities/patients';
import { similarPatients } from './query';

/** Longer names are no one's: refused before any distance is computed. */
const maxNameLength = 100;

/**
 * `GET /patients/similar?firstName=&lastname=&birthDate=`: the patients the register form warns
 * about, for whoever may register patients. Mounted before the patients' own routes, whose
 * `/:id` would take `similar` for an id.
 *
 * @example
 * api.route('/patients/similar', similarPatientsRouter(store.db));
 */
export const similarPatientsRouter = (db: Db) =>
  new Hono<ApiEnv>().get('/', allow(patients.access, 'create'), async (c) => {
    const firstName = (c.req.query('firstName') ?? '').trim();
    const lastname = (c.req.query('lastname') ?? '').trim();
    const birthDate = c.req.query('birthDate') ?? '';
    const errors: Record<string, string> = {};
    if (firstName === '' || firstName.length > maxNameLength) errors.firstName = 'Indique el nombre del paciente';
    if (lastname === '' || lastname.length > maxNameLength) errors.lastname = 'Indique el apellido del paciente';
    if (!isValidIsoDate(birthDate)) errors.birthDate = 'La fecha de nacimiento no es válida';
    if (Object.keys(errors).length > 0) throw invalidData(errors);
    return c.json({ items: await similarPatients(db, { firstName, lastname, birthDate }) });
  });
