export type Action = 'read' | 'create' | 'update' | 'delete';

/** Roles allowed per action; an action with no roles is refused to everybody. */
export type Access = Readonly<Record<Action, readonly string[]>>;

/**
 * Whether a role may do an action under an entity's access rules: the same decision the API's
 * guard makes, so a page hides what the server would refuse.
 *
 * @example
 * isAllowed({ read: ['admin', 'health'], create: ['admin'], update: ['admin'], delete: [] }, 'create', 'health') // false
 */
export const isAllowed = (access: Access, action: Action, role: string | null): boolean =>
  role !== null && access[action].includes(role);
