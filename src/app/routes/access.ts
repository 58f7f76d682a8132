import type { Role } from '../../entities/roles';

/** Who may open each page (spec, section 2). */
export const staffRoles: readonly Role[] = ['admin', 'health'];
export const adminRoles: readonly Role[] = ['admin'];
