import type { EntityLabels } from '../../contract/entity';

/** The words of the 'Historial' section of an edit dialog. */
export const auditTexts = {
  title: 'Historial',
  show: 'Ver historial',
  hide: 'Ocultar historial',
  loading: 'Cargando historial...',
  empty: 'Sin cambios registrados',
  failure: 'No se pudo cargar el historial',
  retry: 'Reintentar',
  more: 'Ver más',
  by: 'por',
  changes: 'Cambios',
  noChanges: 'Sin cambios de valores',
} as const;

/** The words of undoing a delete from the message bar. */
export const undoTexts = {
  undo: 'Deshacer',
  restored: (labels: EntityLabels) => `${labels.singular} restaurad${labels.isFeminine ? 'a' : 'o'} correctamente`,
  failure: { prefix: 'No se pudo deshacer', fallback: 'Error inesperado al deshacer' },
} as const;
