/** The Spanish words of the offline outreach: the status, the entries' page, the session and the prompts. */
export const offlineTexts = {
  pageTitle: 'Registros sin conexión',
  pageSubtitle:
    'Lo registrado en este dispositivo se guarda aquí hasta que el servidor lo confirma, y se envía una sola vez.',
  status: {
    label: 'Estado de sincronización',
    offline: 'Sin conexión',
    pending: (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'}`,
    sending: (done: number, total: number) => `Sincronizando ${done} de ${total}`,
    synced: (time: string) => `Todo sincronizado · ${time}`,
    refused: (count: number) => `${count} ${count === 1 ? 'rechazado' : 'rechazados'}`,
    signInNeeded: 'Inicie sesión para sincronizar',
    signIn: 'Iniciar sesión',
  },
  syncNow: 'Sincronizar ahora',
  keptOnDevice: 'Guardado en este dispositivo: se enviará cuando haya conexión',
  update: 'Hay una nueva versión: actualizar',
  entryStatus: { pending: 'Pendiente', sent: 'Enviado', refused: 'Rechazado', waiting: 'En espera' },
  kinds: { patient: 'Paciente', dose: 'Dosis' },
  sections: {
    refused: 'Rechazados',
    pending: 'Pendientes',
    sent: 'Enviados',
    emptyRefused: 'Ningún registro rechazado.',
    emptyPending: 'Nada pendiente de enviar.',
    emptySent: 'Nada enviado en las últimas 24 horas.',
    /** What a section says while the device is read, or when it could not be. */
    states: {
      loading: 'Leyendo los registros del dispositivo...',
      failure: 'No se pudieron leer los registros de este dispositivo.',
    },
  },
  entry: {
    createdAt: (time: string) => `Registrado el ${time}`,
    sentAt: (time: string) => `Confirmado el ${time}`,
    retry: (attempts: number) => `Sin respuesta del servidor (${attempts} ${attempts === 1 ? 'intento' : 'intentos'})`,
    waiting: 'Espera a que se corrija un registro rechazado del mismo paciente',
    reason: 'Motivo',
  },
  correct: 'Corregir',
  discard: 'Descartar',
  discardDialog: {
    title: 'Descartar el registro',
    body: (summary: string) =>
      `Se borrará de este dispositivo «${summary}» y no se enviará al servidor. Esta acción no se puede deshacer.`,
    confirm: 'Descartar',
    cancel: 'Cancelar',
  },
  discarded: 'Registro descartado',
  signOutDialog: {
    title: 'Hay registros sin enviar',
    body: (count: number) =>
      `${count === 1 ? 'Hay 1 registro' : `Hay ${count} registros`} de este dispositivo sin enviar al servidor. ` +
      'Se conservan en el dispositivo y se enviarán cuando vuelva a iniciar sesión con su cuenta.',
    confirm: 'Cerrar sesión de todos modos',
    cancel: 'Cancelar',
  },
  session: {
    title: 'Jornada sin conexión',
    intro:
      'Antes de salir a una brigada, prepare la jornada con conexión: el dispositivo guarda los lotes utilizables, el esquema, las vacunas, el personal, los centros y los pacientes del centro, para registrar dosis sin red.',
    center: 'Centro de la jornada',
    choose: 'Seleccione...',
    prepare: 'Preparar jornada sin conexión',
    preparing: 'Preparando...',
    prepared: (center: string, time: string) => `Jornada preparada para ${center} el ${time}`,
    none: 'No hay ninguna jornada preparada en este dispositivo.',
    counts: (patients: number, batches: number) =>
      `${patients} ${patients === 1 ? 'paciente' : 'pacientes'} y ${batches} ${batches === 1 ? 'lote utilizable' : 'lotes utilizables'} guardados.`,
    failed: 'No se pudo preparar la jornada. Revise la conexión e inténtelo de nuevo.',
    done: 'Jornada preparada: ya puede registrar dosis sin conexión',
    offline: 'Sin conexión: la jornada se prepara con conexión.',
    addPatients: 'Agregar pacientes a la jornada',
    addPatientsHint: 'Busque por documento, nombre o apellido: se guardan todos los pacientes encontrados (hasta 50).',
    search: 'Buscar pacientes',
    add: 'Agregar',
    added: (count: number) =>
      count === 0
        ? 'No se encontró ningún paciente.'
        : `${count} ${count === 1 ? 'paciente agregado' : 'pacientes agregados'} a la jornada.`,
    forget: 'Terminar jornada',
    forgotten: 'Jornada terminada: los datos de referencia se borraron del dispositivo',
    formLink: 'Ir al Formulario Dosis',
  },
  noSession: 'Sin conexión y sin jornada preparada: no hay datos guardados para esta búsqueda',
  offlineWarning:
    'Sin conexión: se muestran los datos guardados de la jornada. Los viales son una estimación y el servidor decide al sincronizar.',
  summary: {
    patient: (name: string) => `Paciente ${name}`,
    dose: (doseNumber: unknown, vaccine: string, patient: string) =>
      `Dosis ${String(doseNumber)} de ${vaccine} · ${patient}`,
    batch: (batchNumber: string) => `lote ${batchNumber}`,
    unknownVaccine: 'vacuna',
    unknownPatient: (id: unknown) => `paciente #${String(id)}`,
  },
  correcting: (summary: string) => `Corrigiendo el registro rechazado: ${summary}`,
  correctionMissing: 'El registro a corregir ya no está en este dispositivo.',
} as const;
