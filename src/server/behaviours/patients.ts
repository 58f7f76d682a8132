import { randomInt } from 'node:crypto';
import { invalidData } from '../../engine/server/api-error';
import type { EntityBehaviour, Values, WriteContext } from '../../engine/server/crud-router';
import { toColumns } from '../../engine/server/repository';
import { childIdPrefix } from '../../entities/patients';

const attempts = 5;

/** '999' + the millisecond timestamp + a 3-digit random number. */
export const childIdentifier = () => `${childIdPrefix}${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;

const isTaken = async (context: WriteContext, identityDocument: string) =>
  (await context.db
    .selectFrom('patients')
    .select('id')
    .where('identityDocument', '=', identityDocument)
    .executeTakeFirst()) !== undefined;

/** Whether an active patient has this one as representative. */
const representsSomeone = async (context: WriteContext, id: number) =>
  (await context.db
    .selectFrom('patients')
    .select('id')
    .where('representativeId', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirst()) !== undefined;

const freeChildIdentifier = async (context: WriteContext) => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const candidate = childIdentifier();
    if (!(await isTaken(context, candidate))) return candidate;
  }
  throw new Error('Could not find a free child identifier');
};

/**
 * A child without a national ID gets a generated identifier and needs an adult
 * representative (the reference's condition); an adult has no representative, and stays an
 * adult while they represent anyone.
 */
export const patientBehaviour: EntityBehaviour = {
  prepare: async ({ values, id, context }) => {
    if (values.isChild !== true) return { ...values, representativeId: null };
    if (id !== undefined && values.representativeId === id) {
      throw invalidData({ representativeId: 'Un paciente no puede ser su propio representante' });
    }
    if (id !== undefined && (await representsSomeone(context, id))) {
      throw invalidData({ isChild: 'No se puede marcar como menor a un paciente que representa a otros pacientes' });
    }
    return values;
  },

  create: async ({ values, context }) => {
    const prepared: Values =
      values.isChild === true
        ? { ...values, identityDocument: await freeChildIdentifier(context) }
        : { ...values, representativeId: null };
    return context.repository.insert(context.entity, toColumns(context.entity, prepared), context.db);
  },
};
