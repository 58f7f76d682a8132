/** The Spanish words of the home page's due lists. */
export const dueTexts = {
  upcoming: {
    heading: 'Próximas dosis',
    intro: (days: number) =>
      `Pacientes cuya siguiente dosis corresponde según el esquema hoy o en los próximos ${days} días, y aún no está atrasada.`,
    empty: 'No hay dosis próximas en este centro.',
    caption: 'Próximas dosis del centro',
  },
  overdue: {
    heading: 'Dosis atrasadas',
    intro: () => 'Pacientes con una dosis atrasada según el esquema, la más atrasada primero.',
    empty: 'No hay dosis atrasadas en este centro.',
    caption: 'Dosis atrasadas del centro',
  },
  'zero-dose': {
    heading: 'Sin ninguna dosis',
    intro: () =>
      'Niños menores de 5 años sin ninguna dosis registrada y con una primera dosis atrasada, el mayor primero. Se muestra la vacuna atrasada hace más tiempo.',
    empty: 'No hay niños sin ninguna dosis en este centro.',
    caption: 'Niños sin ninguna dosis del centro',
  },
  prompt: 'Seleccione un centro de salud para ver sus pacientes con dosis pendientes.',
  loading: 'Cargando dosis...',
  failure: 'Ocurrió un error al cargar las dosis. Inténtelo de nuevo más tarde.',
  retry: 'Reintentar',
  columns: {
    patient: 'Paciente',
    center: 'Centro',
    vaccine: 'Vacuna',
    dose: 'Dosis',
    dueDate: 'Fecha recomendada',
    phone: 'Teléfono',
  },
  /** A unit's lists (a district admin's at first): whose they are, and how to see one centre's. */
  unitLists: (unitName: string) =>
    `Listas de seguimiento de ${unitName}: los pacientes de todos sus centros, con el centro en cada fila. Elija un centro arriba para ver solo los suyos.`,
  /** A unit's tables' names, in place of its centre's. */
  unitCaption: {
    upcoming: 'Próximas dosis de los centros',
    overdue: 'Dosis atrasadas de los centros',
    'zero-dose': 'Niños sin ninguna dosis de los centros',
  },
  /** What an empty list of a unit says, in place of its centre's words. */
  unitEmpty: {
    upcoming: 'No hay dosis próximas en estos centros.',
    overdue: 'No hay dosis atrasadas en estos centros.',
    'zero-dose': 'No hay niños sin ninguna dosis en estos centros.',
  },
  /** The zero-dose list names a child's first overdue vaccine; its dose is always the first. */
  zeroDoseColumns: { vaccine: 'Primera vacuna atrasada', dueDate: 'Recomendada desde' },
  noPhone: 'Sin teléfono',
  callLabel: (name: string, phone: string) => `Llamar a ${name} al ${phone}`,
  /** How a due list counts its rows after the page ('Página 1 de 2 · 11 pacientes'). */
  count: { one: 'paciente', other: 'pacientes' },
  pages: (heading: string) => `Páginas de ${heading.toLocaleLowerCase('es')}`,
} as const;
