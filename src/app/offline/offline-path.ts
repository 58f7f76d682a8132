/** The page 'Registros sin conexión' (its page: src/app/pages/app-pages.ts). */
export const offlineEntriesPath = '/registros-sin-conexion';

/** The dose form reopened on a refused entry ('Corregir'), by its client id. */
export const correctionPath = (clientId: string) => `/formulario-dosis?corregir=${encodeURIComponent(clientId)}`;

/** The query parameter that names the entry to correct. */
export const correctionParam = 'corregir';
