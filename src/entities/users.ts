import { mdiAccountKeyOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { providerEmail } from '../domain/messages';
import { newPassword } from '../domain/passwords';
import { accountsAdminManages, adminRoles, isRole, roleLabels, roles } from '../domain/roles';
import { defineEntity, email, optionalReference, text, withCustomRule, withObjectRules } from '../engine';

const role = withCustomRule(text({ required: 'El rol es requerido' }), {
  name: 'knownRole',
  message: 'El rol debe ser Administrador o Personal de salud',
  isValid: isRole,
  breaking: ['doctor', 'root'],
  passing: roles,
});

/** Said of a health account without a place. */
export const healthPlaceMessage = 'El personal de salud necesita un centro o un distrito';

const accountFields = z.object({
  name: text({ required: 'El nombre es requerido' }),
  lastname: text({ required: 'El apellido es requerido' }),
  email: email(providerEmail),
  role,
  vaccinationCenterId: optionalReference({ invalid: 'Debe seleccionar un centro de salud válido' }),
  orgUnitId: optionalReference({ invalid: 'Debe seleccionar una unidad organizativa válida' }),
});

const isSet = (value: unknown) => value !== null && value !== undefined;

/**
 * An account's scope: a centre, or an organisation unit, or neither (the whole network); a
 * health account works at a centre or, as a mobile team, in a district (the behaviour checks
 * the unit's level, and that an account has one place at most).
 */
const scopeRules = [
  {
    kind: 'custom',
    name: 'healthHasPlace',
    field: 'vaccinationCenterId',
    message: healthPlaceMessage,
    isBroken: ({ role, vaccinationCenterId, orgUnitId }: Readonly<Record<string, unknown>>) =>
      role === 'health' && !isSet(vaccinationCenterId) && !isSet(orgUnitId),
    breakWith: { role: 'health', vaccinationCenterId: null, orgUnitId: null },
  },
] as const;

const editSchema = withObjectRules(accountFields, scopeRules);

const createSchema = withObjectRules(
  accountFields.extend({ password: newPassword('La contraseña inicial es requerida') }),
  scopeRules,
);

/**
 * Staff accounts ('Usuarios'): the admin creates them with an initial password (hashed by the
 * server, never sent back), edits them, changes a role and a scope (a centre, an organisation
 * unit, or neither: the whole network), and deactivates or reactivates them (`access`). The staff reads name, lastname and e-mail only (a dose names its professional):
 * the role and the account's state are the admin's to read.
 */
export const users = defineEntity({
  name: 'users',
  path: '/users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  labelKeys: ['name', 'lastname'],
  schemas: { create: createSchema, edit: editSchema },
  fields: [
    { name: 'name', label: 'Nombre' },
    { name: 'lastname', label: 'Apellido' },
    { name: 'email', label: 'Correo electrónico', isUnique: true },
    {
      name: 'role',
      label: 'Rol',
      kind: 'enum',
      readRoles: adminRoles,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
    },
    { name: 'passwordHash', label: 'Contraseña', kind: 'text', isPrivate: true },
    // After the hash: a column added by migration 0009 comes last in the tables it altered.
    { name: 'deactivatedAt', label: 'Desactivada el', kind: 'datetime', isReadOnly: true, readRoles: adminRoles },
    // The scope, added by migration 0018: last, as the columns it added.
    {
      name: 'vaccinationCenterId',
      label: 'Centro de salud',
      reference: {
        entity: 'vaccination-centers',
        as: 'vaccinationCenter',
        pick: ['centerName'],
        labelKeys: ['centerName'],
      },
      readRoles: adminRoles,
    },
    {
      name: 'orgUnitId',
      label: 'Unidad organizativa',
      reference: { entity: 'org-units', as: 'orgUnit', pick: ['name', 'level'], labelKeys: ['name'] },
      readRoles: adminRoles,
    },
  ],
  inputs: [{ name: 'password', label: 'Contraseña inicial', kind: 'password' }],
  columns: [
    { key: 'name', label: 'Nombre' },
    { key: 'lastname', label: 'Apellido' },
    { key: 'email', label: 'Correo' },
    { key: 'role', label: 'Rol' },
    { key: 'vaccinationCenter.centerName', label: 'Centro' },
    { key: 'orgUnit.name', label: 'Unidad' },
    { key: 'deactivatedAt', label: 'Desactivada el' },
  ],
  searchKeys: ['name', 'lastname', 'email'],
  // An account by its centre or unit: a district's admin manages its staff.
  scope: { center: 'vaccinationCenterId', unit: 'orgUnitId' },
  access: accountsAdminManages,
  page: {
    path: 'usuarios',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiAccountKeyOutline, order: 90 },
  },
  // The edit dialog's toggle: 'Desactivar cuenta' on an active account, 'Reactivar cuenta' on a deactivated one.
  actions: [
    {
      name: 'access',
      route: ':id/access/:state',
      access: 'update',
      placement: 'edit',
      variants: [
        { when: { field: 'deactivatedAt', equals: null }, label: 'Desactivar cuenta', params: { state: 'off' } },
        { label: 'Reactivar cuenta', params: { state: 'on' } },
      ],
      success: 'Estado de la cuenta actualizado correctamente',
    },
  ],
});
