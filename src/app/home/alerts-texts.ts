/** The Spanish words of the home page's lot alerts. */
export const alertsTexts = {
  title: 'Alertas de lotes',
  intro: 'Lotes abiertos que conviene usar primero o reponer.',
  loading: 'Cargando alertas...',
  failure: 'No se pudieron cargar las alertas de lotes.',
  retry: 'Reintentar',
  expiring: {
    title: 'Lotes por vencer',
    intro: (days: number) => `Con viales y vencimiento en los próximos ${days} días.`,
    empty: (days: number) => `Ningún lote vence en los próximos ${days} días.`,
  },
  lowStock: {
    title: 'Lotes con pocos viales',
    intro: (percent: number) => `Con el ${percent} % o menos de sus viales iniciales.`,
    empty: (percent: number) => `Ningún lote abierto tiene el ${percent} % o menos de sus viales.`,
  },
  severeEvents: {
    title: 'Revisar lote: eventos graves',
    intro: (threshold: number) => `Con ${threshold} o más ESAVI graves reportados.`,
    count: (count: number) => `${count} ESAVI graves`,
  },
  batch: (batchNumber: string) => `Lote ${batchNumber}`,
  unknownVaccine: 'Vacuna desconocida',
  daysLeft: (days: number) => {
    if (days === 0) return 'Vence hoy';
    if (days === 1) return 'Vence mañana';
    return `Vence en ${days} días`;
  },
  expiresOn: (date: string) => `el ${date}`,
  vials: (left: number, initial: number) => `${left} de ${initial} viales`,
  shown: (shown: number, total: number) => `Se muestran ${shown} de ${total} lotes.`,
  showAll: 'Ver todos',
  showFewer: 'Ver menos',
} as const;
