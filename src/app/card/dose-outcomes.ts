import { evaluationReasonText } from '../../domain/cdsi/evaluation-reasons';
import type { CardGroupDose } from '../../domain/vaccination-card';
import { cardTexts } from './texts';

/** What a dose was for some antigens of its group: 'Dosis 1', 'No válida' or 'Extra', and why in Spanish. */
export type DoseOutcome = {
  /** The antigens it was so for; none when it was so for every antigen the dose was evaluated for. */
  antigens: string[];
  label: string;
  /** CDC's reason in Spanish (the dose registration's 409 words); null for a valid dose or without one. */
  reason: string | null;
};

/**
 * A dose's evaluation in its group, in words: one outcome when its antigens agree (a Pentavalente dose 1 of
 * Difteria, Tétanos and Tos convulsa), else one per outcome naming its antigens. A sub-standard dose (an expired
 * lot) is not valid.
 *
 * @example
 * doseOutcomesOf(tooYoung) // [{ antigens: [], label: 'No válida', reason: 'el paciente aún no tiene la edad mínima' }]
 */
export const doseOutcomesOf = (dose: Pick<CardGroupDose, 'evaluations'>): DoseOutcome[] => {
  const byOutcome = new Map<string, DoseOutcome>();
  for (const { antigen, doseNumber, status, reason } of dose.evaluations) {
    const outcome = {
      label: status === 'valid' ? cardTexts.doseNumber(doseNumber ?? 0) : cardTexts.evaluation[status],
      reason: status === 'valid' || reason === null ? null : evaluationReasonText(reason),
    };
    const key = `${outcome.label}|${outcome.reason}`;
    const found = byOutcome.get(key) ?? { ...outcome, antigens: [] };
    found.antigens.push(antigen.name);
    byOutcome.set(key, found);
  }
  const outcomes = [...byOutcome.values()];
  return outcomes.length === 1 ? outcomes.map((outcome) => ({ ...outcome, antigens: [] })) : outcomes;
};
