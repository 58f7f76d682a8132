/** The path of 'Cambiar contraseña', linked from the top bar's account menu; its page is in src/app/pages/app-pages.ts. */
export const passwordPath = '/cuenta/contrasena';
