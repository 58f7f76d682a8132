/** The Spanish words of 'Existencias' (/existencias), the stock per place. */
export const stockTexts = {
  title: 'Existencias',
  subtitle:
    'El stock de vacunas de cada lugar de su ámbito, por lote, en viales y dosis. Los viales en tránsito no están en ningún lugar.',
  filters: 'Filtros de existencias',
  vaccine: 'Vacuna',
  allVaccines: 'Todas las vacunas',
  batch: 'Lote',
  batchPlaceholder: 'Buscar lote por número',
  caption: 'Existencias por lugar y lote',
  exportCsv: 'Exportar CSV de existencias',
  loading: 'Cargando existencias...',
  empty: 'No hay existencias en este lugar con estos filtros.',
  failure: { prefix: 'Algo salió mal al cargar las existencias', fallback: 'Error al cargar las existencias' },
  pages: 'Páginas de existencias',
  count: { one: 'fila', other: 'filas' },
  closeSession: {
    button: 'Cerrar jornada',
    title: 'Cerrar jornada',
    body: (center: string) =>
      `Se darán de baja las dosis que quedan en los viales abiertos de ${center}, como pide la política de frascos abiertos al final de la sesión. No se puede deshacer.`,
    confirm: 'Cerrar jornada',
    cancel: 'Cancelar',
    done: (doses: number, vials: number) =>
      `Jornada cerrada: ${doses} dosis dadas de baja de ${vials} ${vials === 1 ? 'vial abierto' : 'viales abiertos'}.`,
    nothingOpen: 'Jornada cerrada: no había viales abiertos.',
    failed: 'No se pudo cerrar la jornada',
  },
  columns: {
    place: 'Lugar',
    batch: 'Lote',
    vaccine: 'Vacuna',
    expirationDate: 'Vencimiento',
    vials: 'Viales',
    doses: 'Dosis',
    openVials: 'Viales abiertos',
    openDoses: 'Dosis abiertas',
  },
} as const;
