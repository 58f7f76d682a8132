/** The Spanish words of the vaccination card page (/pacientes/:id/carnet). */
export const cardTexts = {
  title: 'Carnet de vacunación',
  subtitle: 'Vacunas recibidas, dosis aplicadas y próxima dosis de cada esquema.',
  print: 'Imprimir',
  printedOn: (date: string) => `Impreso el ${date}`,
  loading: 'Cargando carnet...',
  notFoundTitle: 'Paciente no encontrado',
  notFoundText: 'El paciente que busca no existe o fue eliminado.',
  failure: 'Algo salió mal al cargar el carnet',
  failureFallback: 'Error al cargar el carnet',
  retry: 'Reintentar',
  backHome: 'Volver al inicio',
  patientHeading: 'Datos del paciente',
  representativeHeading: 'Representante',
  fields: {
    name: 'Nombre',
    document: 'Documento',
    generatedDocument: 'Identificador asignado',
    birthDate: 'Fecha de nacimiento',
    age: 'Edad',
    phone: 'Celular',
    address: 'Dirección',
  },
  ageValue: (years: number) => (years === 1 ? '1 año' : `${years} años`),
  none: '—',
  vaccinesHeading: 'Vacunas',
  empty: 'Sin dosis registradas',
  emptyText: 'Este paciente aún no tiene dosis activas registradas.',
  columns: { date: 'Fecha', dose: 'Dosis', batch: 'Lote', center: 'Centro', professional: 'Profesional' },
  doseNumber: (number: number) => `Dosis ${number}`,
  series: (received: number, size: number) => `${received} de ${size} dosis`,
  seriesLabel: 'Esquema',
  nextDose: 'Próxima dosis',
  nextDoseValue: (number: number, date: string) => `Dosis ${number} el ${date}`,
  seriesComplete: 'Esquema completo',
  dueIn: (days: number) => {
    if (days === 0) return 'vence hoy';
    if (days > 0) return days === 1 ? 'en 1 día' : `en ${days} días`;
    return days === -1 ? 'hace 1 día' : `hace ${-days} días`;
  },
  unknownVaccine: 'Vacuna sin nombre',
} as const;
