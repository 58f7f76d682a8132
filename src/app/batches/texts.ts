import { grouped } from '../../engine';

/** The Spanish words of a lot's ledger page (/lotes/:id/movimientos). */
export const batchTexts = {
  title: 'Movimientos del lote',
  subtitle: 'Cada cambio de los viales del lote, el más reciente primero, con el saldo que dejó.',
  titleOf: (batchNumber: string) => `Movimientos del lote ${batchNumber}`,
  back: 'Volver a Lotes',
  batchHeading: 'Datos del lote',
  recallReason: 'Motivo del retiro',
  caption: (batchNumber: string) => `Movimientos del lote ${batchNumber}`,
  columns: {
    at: 'Fecha',
    kind: 'Movimiento',
    quantity: 'Cantidad',
    reason: 'Motivo',
    note: 'Nota',
    balanceAfter: 'Saldo',
    user: 'Usuario',
  },
  doseNote: (id: number) => `Dosis n.º ${id}`,
  unknownUser: (id: number) => `Usuario ${id}`,
  systemUser: 'Sistema',
  none: '—',
  loading: 'Cargando movimientos...',
  empty: 'Este lote aún no tiene movimientos.',
  failure: 'Algo salió mal al cargar los movimientos',
  failureFallback: 'Error al cargar los movimientos',
  retry: 'Reintentar',
  notFoundTitle: 'Lote no encontrado',
  notFoundText: 'El lote que busca no existe o fue eliminado.',
  pages: 'Páginas de movimientos',
  /** 'de más de' when the server counted up to a cap and the ledger has more. */
  page: (page: number, pages: number, isCapped: boolean) => `Página ${page} de ${isCapped ? 'más de ' : ''}${pages}`,
  total: (total: number, isCapped: boolean) => {
    if (isCapped) return `más de ${grouped(total)} movimientos`;
    return total === 1 ? '1 movimiento' : `${grouped(total)} movimientos`;
  },
  previous: 'Página anterior',
  next: 'Página siguiente',
} as const;
