import type { FailureTexts } from '../../engine/ui-texts';

/** The Spanish words of the dose registration form. Field labels come from the entity configs. */
export const doseFormTexts = {
  title: 'Formulario Dosis',
  subtitle: 'Registre al paciente y la dosis que se le aplica',
  steps: ['Registro de Paciente', 'Registro de Dosis'],
  stepsLabel: 'Pasos del formulario',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  completed: 'completado',
  previous: 'Paso anterior',
  next: 'Paso siguiente',
  alreadyRegistered: 'El paciente ya está registrado',
  registerPatient: 'Registrar paciente',
  registerDose: 'Registrar dosis',
  patientIntro: 'Datos del paciente que recibe la vacuna. Si es menor sin documento, indique a su representante.',
  doseIntro: 'Busque al paciente y el lote, y complete los datos de la aplicación.',
  personPlaceholder: 'Buscar por documento o nombre',
  batchPlaceholder: 'Buscar por lote o vacuna',
  vaccine: 'Vacuna',
  vaccinePlaceholder: 'Buscar vacuna por nombre',
  lots: {
    legend: (vaccineName: string) => `Lotes disponibles de ${vaccineName}`,
    order: 'Primero el que vence antes. Para otro lote, búsquelo por su número en Lote.',
    expires: (date: string) => `Vence el ${date}`,
    expiringSoon: 'Vence pronto',
    vials: (count: number) => `${count} ${count === 1 ? 'vial' : 'viales'}`,
    loading: 'Cargando lotes...',
    failed: 'No se pudieron cargar los lotes de esta vacuna.',
    empty: 'No hay lotes disponibles de esta vacuna.',
  },
  characterCount: (count: number, max: number) => `${count} / ${max} caracteres`,
  patientFailure: {
    prefix: 'Algo salió mal al registrar el paciente',
    fallback: 'Error inesperado al registrarse',
  } satisfies FailureTexts,
  doseFailure: {
    prefix: 'Algo salió mal al registrar la dosis',
    fallback: 'Error inesperado al registrarse',
  } satisfies FailureTexts,
} as const;
