import { ApiFailure, type Db, defineBehaviour, invalidData, tableOf, type Values } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { users } from '../../entities/users';
import { hashPassword } from '../auth/passwords';

const states = { off: 'off', on: 'on' } as const;

/** Said of a health account placed in a unit above a district. */
export const healthUnitMessage = 'El personal de salud trabaja en un centro o en un distrito';

/** Said of an account given a centre and a unit at once. */
export const oneScopeMessage = 'Indique un centro o una unidad organizativa, no ambos';

const isSet = (value: unknown) => value !== null && value !== undefined;

/**
 * 400 when an account has a centre and a unit at once, or a health account's unit is no district
 * (a mobile team works in one district).
 */
const refuseScopeOutOfShape = async (db: Db, values: Values) => {
  if (isSet(values.vaccinationCenterId) && isSet(values.orgUnitId)) throw invalidData({ orgUnitId: oneScopeMessage });
  if (values.role !== 'health' || values.orgUnitId === null || values.orgUnitId === undefined) return;
  const unit = await db
    .selectFrom(tableOf(orgUnits))
    .select('level')
    .where('id', '=', Number(values.orgUnitId))
    .executeTakeFirst();
  if (unit && unit.level !== 'district') throw invalidData({ orgUnitId: healthUnitMessage });
};

/** Addresses are kept in lower case: the login looks them up so, whatever the case typed. */
const withLowerCaseEmail = (values: Values): Values =>
  typeof values.email === 'string' ? { ...values, email: values.email.toLowerCase() } : values;

/**
 * Staff accounts: a create hashes its initial password into the private hash (the password
 * itself is no column and never stored); a health account works at a centre or in a district
 * (400 for a unit above); nobody takes away their own admin role or
 * deactivates their own account, so the panel always keeps an admin. The `access` action
 * (`PATCH /{id}/access/{off|on}`) deactivates an account, whose tokens are refused from their
 * next request on (auth/accounts.ts), or reactivates it.
 */
export const userBehaviour = defineBehaviour(users, {
  beforeChange: async ({ operation, id, values, context }) => {
    await refuseScopeOutOfShape(context.db, values);
    if (operation === 'create') {
      const { password, ...rest } = withLowerCaseEmail(values);
      return { ...rest, passwordHash: await hashPassword(String(password)), deactivatedAt: null };
    }
    if (id === context.user.id && values.role !== undefined && values.role !== 'admin') {
      throw invalidData({ role: 'No puede quitarse a sí mismo el rol de administrador' });
    }
    return withLowerCaseEmail(values);
  },

  actions: {
    access: async ({ id, params, original, context, row }) => {
      if (params.state === states.off) {
        if (id === context.user.id) throw new ApiFailure(409, 'No puede desactivar su propia cuenta');
        if (original.deactivatedAt === null || original.deactivatedAt === undefined) {
          await row.update({ deactivatedAt: new Date().toISOString() });
        }
        return;
      }
      if (params.state !== states.on) throw new ApiFailure(400, 'El estado debe ser off (desactivar) u on (reactivar)');
      await row.update({ deactivatedAt: null });
    },
  },
});
