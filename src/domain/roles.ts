import type { Access } from '../engine';

/** The product's one list of roles, and the groups every guard, menu entry and access preset uses. */
export const roles = ['admin', 'health'] as const;
export type Role = (typeof roles)[number];

/** How a role is named to a person (the top bar, the 'Usuarios' page). */
export const roleLabels: Readonly<Record<Role, string>> = { admin: 'Administrador', health: 'Personal de salud' };

/** The administrator alone. */
export const adminRoles: readonly Role[] = ['admin'];
/** Everybody who works in the panel: the administrator and the health staff. */
export const staffRoles: readonly Role[] = ['admin', 'health'];
/** Nobody: an action with these roles is refused to everybody. */
export const noRoles: readonly Role[] = [];

/** Reference data only the admin manages. */
export const adminOnly: Access = { read: adminRoles, create: adminRoles, update: adminRoles, delete: adminRoles };

/** Reference data the home page and the dose form read. */
export const staffReads: Access = { read: staffRoles, create: adminRoles, update: adminRoles, delete: adminRoles };

/** Data the dose form registers. */
export const staffRegisters: Access = { read: staffRoles, create: staffRoles, update: adminRoles, delete: adminRoles };

/** A patient's medical history: the staff reads, records and corrects it (an observation that ended); only the admin deletes. */
export const staffKeeps: Access = { read: staffRoles, create: staffRoles, update: staffRoles, delete: adminRoles };

/** Doses: the health staff registers them; only the admin lists, edits and cancels them. */
export const adminReadsStaffRegisters: Access = {
  read: adminRoles,
  create: staffRoles,
  update: adminRoles,
  delete: adminRoles,
};

/**
 * Accounts: the staff reads them (a dose names its professional and recorder); the admin
 * creates and edits them. Nobody deletes one: it is deactivated, and can be reactivated.
 */
export const accountsAdminManages: Access = {
  read: staffRoles,
  create: adminRoles,
  update: adminRoles,
  delete: noRoles,
};

export const isRole = (value: unknown): value is Role => roles.some((role) => role === value);
