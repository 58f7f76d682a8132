/** The Spanish words of the ESAVI report (adverse events following immunization), wherever it is opened. */
export const adverseEventTexts = {
  report: 'Reportar ESAVI',
  /** A report button's accessible name: the action and the dose it is about. */
  reportDose: (dose: string) => `Reportar ESAVI de ${dose}`,
  title: 'Reportar ESAVI',
  intro: 'Evento supuestamente atribuible a la vacunación o inmunización.',
  dose: 'Dosis',
  doseSummary: (parts: { vaccine: string | null; doseNumber: number; date: string }) =>
    [parts.vaccine, `dosis ${parts.doseNumber}`, `aplicada el ${parts.date}`].filter(Boolean).join(', '),
  patient: 'Paciente',
  submit: 'Enviar reporte',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  failure: { prefix: 'Algo salió mal al reportar el ESAVI', fallback: 'Error inesperado al reportar' },
  notFound: 'La dosis que quiere reportar ya no figura en el carnet.',
} as const;
