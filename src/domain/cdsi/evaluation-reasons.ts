/** CDC's reasons for a dose that is not valid, as the screens and the API's refusals say them. */
export const evaluationReasonTexts: Readonly<Record<string, string>> = {
  'Age: Too Young': 'el paciente aún no tiene la edad mínima',
  'Age: Too Old': 'el paciente superó la edad máxima',
  'Interval: Too Short': 'no pasó el intervalo mínimo desde la dosis anterior',
  'Live Virus Conflict': 'se aplicó otra vacuna de virus vivos hace menos de 28 días',
  'Expired Product': 'el lote estaba vencido',
  'Inadvertent Vaccine': 'esta vacuna no corresponde a esta dosis',
  'Not Allowable Vaccine': 'esta vacuna no está permitida para esta dosis',
  'Series Already Complete': 'la serie ya está completa',
};

/**
 * The Spanish words of CDC's reason, or the reason itself when it has none.
 *
 * @example
 * evaluationReasonText('Live Virus Conflict') // 'se aplicó otra vacuna de virus vivos hace menos de 28 días'
 */
export const evaluationReasonText = (reason: string | null) =>
  reason === null ? 'no es válida' : (evaluationReasonTexts[reason] ?? reason);

/**
 * Why a dose would not be valid, per antigen, in one sentence.
 *
 * @example
 * notValidDoseMessage([{ antigen: 'Varicela', reason: 'Live Virus Conflict' }])
 * // 'La dosis no sería válida para Varicela: se aplicó otra vacuna de virus vivos hace menos de 28 días'
 */
export const notValidDoseMessage = (items: readonly { antigen: string; reason: string | null }[]) => {
  const byReason = new Map<string, string[]>();
  for (const { antigen, reason } of items) {
    const text = evaluationReasonText(reason);
    byReason.set(text, [...(byReason.get(text) ?? []), antigen]);
  }
  const parts = [...byReason].map(([text, antigens]) => `${antigens.join(', ')}: ${text}`);
  return `La dosis no sería válida para ${parts.join('; ')}`;
};

/**
 * Which observations of the patient rule a dose out, per antigen, in one sentence.
 *
 * @example
 * contraindicatedDoseMessage([{ antigen: 'Varicela', observationTitle: 'Embarazo' }])
 * // 'La vacuna está contraindicada para Varicela: Embarazo'
 */
export const contraindicatedDoseMessage = (items: readonly { antigen: string; observationTitle: string }[]) => {
  const byTitle = new Map<string, string[]>();
  for (const { antigen, observationTitle } of items) {
    const antigens = byTitle.get(observationTitle) ?? [];
    if (!antigens.includes(antigen)) byTitle.set(observationTitle, [...antigens, antigen]);
  }
  const parts = [...byTitle].map(([title, antigens]) => `${antigens.join(', ')}: ${title}`);
  return `La vacuna está contraindicada para ${parts.join('; ')}`;
};
