import type { Access, Action } from './entity';

/**
 * Whether a role may do an action under an entity's access rules: the same decision the API's
 * guard makes, so a page hides what the server would refuse.
 *
 * @example
 * isAllowed({ read: ['admin', 'health'], create: ['admin'], update: ['admin'], delete: [] }, 'create', 'health') // false
 */
export const isAllowed = (access: Access, action: Action, role: string | null): boolean =>
  role !== null && access[action].includes(role);
