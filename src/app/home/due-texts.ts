/** The Spanish words of the home page's due lists. */
export const dueTexts = {
  upcoming: {
    heading: 'Próximas dosis',
    intro: (days: number) => `Pacientes cuya siguiente dosis vence hoy o en los próximos ${days} días.`,
    empty: 'No hay dosis próximas en este centro.',
    caption: 'Próximas dosis del centro',
  },
  overdue: {
    heading: 'Dosis atrasadas',
    intro: () => 'Pacientes con una dosis vencida, la más atrasada primero.',
    empty: 'No hay dosis atrasadas en este centro.',
    caption: 'Dosis atrasadas del centro',
  },
  prompt: 'Seleccione un centro de salud para ver sus pacientes con dosis pendientes.',
  loading: 'Cargando dosis...',
  failure: 'Ocurrió un error al cargar las dosis. Inténtelo de nuevo más tarde.',
  retry: 'Reintentar',
  columns: { patient: 'Paciente', vaccine: 'Vacuna', dose: 'Dosis', dueDate: 'Fecha prevista', phone: 'Teléfono' },
  noPhone: 'Sin teléfono',
  callLabel: (name: string, phone: string) => `Llamar a ${name} al ${phone}`,
  total: (count: number) => (count === 1 ? '1 paciente' : `${count} pacientes`),
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Página anterior',
  next: 'Página siguiente',
} as const;
