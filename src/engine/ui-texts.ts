const lower = (text: string) => text.toLocaleLowerCase('es');

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
  page: {
    add: 'Agregar',
    manage: 'Gestión',
    views: 'Vista',
    /** The button of a register form opened in a dialog ('Nueva transferencia', 'Nuevo pedido'). */
    new: ({ singular, isFeminine }: Gendered) => `${isFeminine ? 'Nueva' : 'Nuevo'} ${lower(singular)}`,
  },
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
    /** A list that tells no total (the audit trail): the page alone. */
    page: (page: number) => `Página ${page}`,
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    /** A list counted up to a cap, and longer: `pages` full pages and more. */
    pageOfMore: (page: number, pages: number) => `Página ${page} de más de ${pages}`,
    moreThan: 'más de',
    /** How a manage table counts its rows after the page ('Página 1 de 3 · 25 registros'). */
    rows: { one: 'registro', other: 'registros' },
    /** The name of a manage table's pager. */
    pages: (plural: string) => `Páginas de ${plural}`,
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
  /** A record view's words, agreeing in gender with the entity's labels. */
  record: {
    figures: ({ singular, isFeminine }: Gendered) => `Datos ${isFeminine ? 'de la' : 'del'} ${lower(singular)}`,
    actions: ({ singular, isFeminine }: Gendered) => `Acciones ${isFeminine ? 'de la' : 'del'} ${lower(singular)}`,
    back: (plural: string) => `Volver a ${plural}`,
    loading: ({ singular }: Gendered) => `Cargando ${lower(singular)}...`,
    notFoundTitle: ({ singular, isFeminine }: Gendered) => `${singular} no encontrad${isFeminine ? 'a' : 'o'}`,
    notFoundText: ({ singular, isFeminine }: Gendered) =>
      `${isFeminine ? 'La' : 'El'} ${lower(singular)} que busca no existe o fue eliminad${isFeminine ? 'a' : 'o'}.`,
    none: '—',
  },
  /** A form's lines (a transfer's batches, a requisition's vaccines). */
  lines: {
    line: (index: number) => `Línea ${index}`,
    add: 'Agregar línea',
    copy: 'Duplicar línea',
    remove: 'Quitar línea',
    filling: 'Cargando cantidades sugeridas...',
  },
  search: {
    hint: (minChars: number) => `Escriba al menos ${minChars} caracteres`,
    loading: 'Buscando...',
    empty: 'Sin resultados',
  },
  dialogs: {
    createTitle: (singular: string) => `Agregar ${singular}`,
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

/** An entity's singular label and its gender, as the record view's words need them. */
type Gendered = { singular: string; isFeminine?: boolean };
