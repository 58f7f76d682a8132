import type { Access } from '../engine/entity';

export const roles = ['admin', 'health'] as const;
export type Role = (typeof roles)[number];

const admin: readonly Role[] = ['admin'];
const staff: readonly Role[] = ['admin', 'health'];

/** Reference data only the admin manages. */
export const adminOnly: Access = { read: admin, create: admin, update: admin, delete: admin };

/** Reference data the home page and the dose form read. */
export const staffReads: Access = { read: staff, create: admin, update: admin, delete: admin };

/** Data the dose form registers. */
export const staffRegisters: Access = { read: staff, create: staff, update: admin, delete: admin };

export const isRole = (value: unknown): value is Role => roles.some((role) => role === value);
