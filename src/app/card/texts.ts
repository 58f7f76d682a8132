/** The Spanish words of the vaccination card page (the patients' `card` view). */
export const cardTexts = {
  title: 'Carnet de vacunación',
  subtitle: 'El esquema: dosis aplicadas y evaluadas, próxima dosis con sus fechas y estado de cada grupo de vacunas.',
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
  /** A patient's datum the register asks for and the record lacks (an imported patient's phone). */
  missing: 'Sin dato',
  vaccinesHeading: 'Vacunas',
  empty: 'Sin dosis registradas',
  emptyText: 'Este paciente aún no tiene dosis activas registradas.',
  noDoses: 'Sin dosis de esta vacuna.',
  noGroupDoses: 'Sin dosis de este grupo.',
  dosesCaption: (vaccineName: string) => `Dosis de ${vaccineName}`,
  columns: {
    date: 'Fecha',
    vaccine: 'Vacuna',
    dose: 'Dosis',
    batch: 'Lote',
    center: 'Centro',
    professional: 'Profesional',
    notes: 'Notas',
    report: 'ESAVI',
  },
  historical: 'Histórica',
  historicalHint: 'Dosis anterior, aplicada en otro lugar',
  override: (reason: string) => `Registrada fuera del esquema: ${reason}`,
  doseNumber: (number: number) => `Dosis ${number}`,
  /** A dose that satisfied no target dose (CDSi's evaluation); an expired lot's dose is not valid either. */
  evaluation: { 'not-valid': 'No válida', 'sub-standard': 'No válida', extraneous: 'Extra' },
  /** A group's status where its forecast says only that nothing is to give. */
  groupStatus: { immune: 'Inmune', contraindicated: 'Contraindicada', 'not-recommended': 'No recomendada' },
  groupNotes: {
    immune: 'Tiene inmunidad: no necesita dosis.',
    contraindicated: 'Contraindicada para este paciente: no aplicar.',
    'not-recommended': 'No recomendada para este paciente.',
    agedOut: 'Ya no corresponde por edad: no se aplican más dosis.',
  },
  agedOut: (names: readonly string[]) => `Fuera de edad: ${names.join(', ')}`,
  notRecommended: (names: readonly string[]) => `No recomendadas: ${names.join(', ')}`,
  series: (received: number, size: number) => `${received} de ${size} dosis`,
  seriesLabel: 'Esquema',
  nextDose: 'Próxima dosis',
  nextDoseValue: (number: number, date: string) => `Dosis ${number} el ${date}`,
  seriesComplete: 'Esquema completo',
  forecastDates: {
    earliest: 'Desde',
    recommended: 'Recomendada',
    overdue: 'Atrasada desde',
    /** CDSi's past-due date: the last day the dose is on time. */
    pastDue: 'A tiempo hasta',
    latest: 'Hasta',
  },
  noMaximumAge: 'Sin edad máxima',
  noBirthDate: 'Sin fecha de nacimiento válida: no se puede calcular el esquema por edad.',
  tooLate: (number: number, date: string) =>
    `La dosis ${number} ya no corresponde por edad: solo podía aplicarse hasta el ${date}.`,
  dueIn: (days: number) => {
    if (days === 0) return 'vence hoy';
    if (days > 0) return days === 1 ? 'en 1 día' : `en ${days} días`;
    return days === -1 ? 'hace 1 día' : `hace ${-days} días`;
  },
  unknownVaccine: 'Vacuna sin nombre',
} as const;
