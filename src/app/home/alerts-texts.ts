import type { PlaceType } from '../../domain/supply/stock-places';
import { formatCount } from '../indicators/number-format';

/** The Spanish words of the home page's stock alerts. */
export const alertsTexts = {
  title: 'Alertas de stock',
  intro: 'Por lugar de su ámbito: lo que conviene usar primero, reponer o revisar.',
  loading: 'Cargando alertas...',
  failure: 'No se pudieron cargar las alertas de stock.',
  retry: 'Reintentar',
  expiring: {
    title: 'Lotes por vencer',
    intro: (days: number) => `Con dosis en un lugar y vencimiento en los próximos ${days} días.`,
    empty: (days: number) => `Ningún lote vence en los próximos ${days} días.`,
  },
  lowStock: {
    title: 'Stock bajo',
    intro: (months: number) =>
      `Menos de ${formatCount(months)} ${months === 1 ? 'mes' : 'meses'} de stock al uso promedio de los últimos 3 meses.`,
    empty: 'Ninguna vacuna tiene stock bajo.',
  },
  stockOuts: {
    title: 'Vacunas sin stock',
    intro: 'Aplicadas en un centro en los últimos 3 meses, sin dosis utilizables allí.',
    empty: 'Ningún centro se quedó sin una vacuna que usa.',
  },
  severeEvents: {
    title: 'Revisar lote: eventos graves',
    intro: (threshold: number) => `Con ${threshold} o más ESAVI graves reportados.`,
    count: (count: number) => `${count} ESAVI graves`,
  },
  batch: (batchNumber: string) => `Lote ${batchNumber}`,
  place: (type: PlaceType, name: string) => (type === 'store' ? `Almacén ${name}` : name),
  daysLeft: (days: number) => {
    if (days === 0) return 'Vence hoy';
    if (days === 1) return 'Vence mañana';
    return `Vence en ${days} días`;
  },
  expiresOn: (date: string) => `el ${date}`,
  monthsOfStock: (months: number) => `${formatCount(months)} ${months === 1 ? 'mes' : 'meses'} de stock`,
  doses: (doses: number) => `${formatCount(doses)} dosis`,
  monthlyUse: (doses: number) => `Uso: ${formatCount(doses)} dosis al mes`,
  shown: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
  showAll: 'Ver todos',
  showFewer: 'Ver menos',
} as const;
