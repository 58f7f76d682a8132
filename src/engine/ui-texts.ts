/** A whole number with a dot between thousands, as Spanish writes it: 1.000 (Intl's 'es' writes 1000). */
export const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The Spanish words of the generic admin screens, in one place so components carry no
 * scattered strings. Entity-specific words live in each entity's config.
 *
 * @example
 * uiTexts.page.add // 'Agregar'
 */
export const uiTexts = {
  page: { add: 'Agregar', manage: 'Gestión', views: 'Vista' },
  form: {
    save: 'Guardar',
    saving: 'Guardando...',
    cancel: 'Cancelar',
    choose: 'Seleccione...',
    loading: 'Cargando...',
    requiredMark: 'obligatorio',
  },
  table: {
    search: 'Buscar',
    loading: 'Cargando...',
    empty: 'No hay registros',
    noResults: (query: string) => `Sin resultados para "${query}"`,
    pageSize: 'Filas por página',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    /** A list counted up to `rows` rows, and longer: `pages` full pages and more. */
    pageOfMore: (page: number, pages: number, rows: number) =>
      `Página ${page} de más de ${pages} (más de ${grouped(rows)} registros)`,
    previous: 'Página anterior',
    next: 'Página siguiente',
    actions: 'Acciones',
    edit: 'Editar',
    delete: 'Eliminar',
    retry: 'Reintentar',
    yes: 'Sí',
    no: 'No',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exported: (fileName: string) => `Archivo ${fileName} descargado`,
  },
  search: {
    hint: (minChars: number) => `Escriba al menos ${minChars} caracteres`,
    loading: 'Buscando...',
    empty: 'Sin resultados',
  },
  dialogs: {
    editTitle: (singular: string) => `Editar ${singular}`,
    deleteTitle: (singular: string) => `Eliminar ${singular}`,
    deleteQuestion: '¿Está seguro de que desea eliminar este registro?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  failures: {
    save: { prefix: 'Algo salió mal al guardar', fallback: 'Error inesperado al guardar' },
    delete: { prefix: 'Algo salió mal al eliminar', fallback: 'Error inesperado al eliminar' },
    load: { prefix: 'Algo salió mal al cargar los datos', fallback: 'Error al cargar los datos' },
    export: { prefix: 'No se pudo exportar el CSV', fallback: 'Error inesperado al exportar el CSV' },
  },
  noAnswer: 'sin conexión con el servidor. Inténtelo de nuevo cuando haya conexión',
  rolledBack: {
    update: 'El sistema revirtió los cambios por seguridad',
    delete: 'El sistema revirtió la eliminación por seguridad',
  },
  dates: {
    placeholder: 'dd/mm/aaaa',
    hint: 'Formato: dd/mm/aaaa (día/mes/año)',
  },
} as const;

export type FailureTexts = { prefix: string; fallback: string };
