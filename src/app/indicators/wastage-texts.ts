/** The Spanish words of the wastage section of /indicadores. */
export const wastageTexts = {
  heading: 'Pérdida de vacunas',
  intro:
    'Viales dados de baja frente a los usados en dosis del año elegido (y de la vacuna, si eligió una): pérdida = dados de baja ÷ (usados + dados de baja). No depende del mes ni del centro.',
  exportCsv: 'Exportar CSV de pérdidas',
  byVaccine: 'Pérdida por vacuna',
  byMonth: 'Pérdida por mes',
  byReason: 'Viales dados de baja por motivo',
  empty: 'No hay viales usados ni dados de baja en este año.',
  emptyReasons: 'No hay viales dados de baja en este año.',
  columns: {
    vaccine: 'Vacuna',
    month: 'Mes',
    reason: 'Motivo',
    vialsUsed: 'Viales usados',
    vialsDiscarded: 'Viales dados de baja',
    wastagePercent: 'Pérdida (%)',
  },
  csvSections: {
    filters: 'Filtros',
    byVaccine: 'Pérdida por vacuna',
    byMonth: 'Pérdida por mes',
    byReason: 'Bajas por motivo',
  },
} as const;
