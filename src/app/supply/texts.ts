/** The words of the app's supply widgets. */
export const supplyTexts = {
  placePlaceholder: 'Nombre del almacén o del centro',
} as const;
