/** The drawer's group titles (spec, section 2), shared by the entity pages and the app's own pages. */
export const menuGroups = {
  management: 'Gestión Administrativa',
  forms: 'Formularios',
} as const;
