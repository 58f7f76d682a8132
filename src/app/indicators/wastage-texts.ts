/** The Spanish words of the wastage section of /indicadores. */
export const wastageTexts = {
  heading: 'Pérdida de vacunas',
  intro:
    'Del año, el lugar y la vacuna elegidos, como la OMS, en dosis: las de los viales abiertos frente a las aplicadas, y los viales cerrados perdidos (dados de baja o perdidos en tránsito). Pérdida total = (dosis de viales abiertos + dosis de viales cerrados perdidos − aplicadas) ÷ (dosis de viales abiertos + dosis de viales cerrados perdidos). No depende del mes.',
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
    dosesAdministered: 'Dosis aplicadas',
    dosesIssued: 'Dosis de viales abiertos',
    openedVialWastagePercent: 'Pérdida en viales abiertos (%)',
    unopenedVials: 'Viales cerrados perdidos',
    totalWastagePercent: 'Pérdida total (%)',
  },
  csvSections: {
    filters: 'Filtros',
    byVaccine: 'Pérdida por vacuna',
    byMonth: 'Pérdida por mes',
    byReason: 'Bajas por motivo',
  },
} as const;
