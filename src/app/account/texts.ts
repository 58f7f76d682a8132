/** The Spanish texts of the 'Cambiar contraseña' page. */
export const passwordTexts = {
  title: 'Cambiar contraseña',
  subtitle: 'Escriba su contraseña actual y la nueva dos veces.',
  current: 'Contraseña actual',
  next: 'Nueva contraseña',
  confirmation: 'Confirmar nueva contraseña',
  hint: 'Al menos 6 caracteres. Las demás sesiones abiertas con esta cuenta siguen activas.',
  submit: 'Cambiar contraseña',
  changed: 'Contraseña cambiada correctamente',
  failed: 'No se pudo cambiar la contraseña',
} as const;
