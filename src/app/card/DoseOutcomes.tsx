import type { CardGroupDose } from '../../domain/vaccination-card';
import { doseOutcomesOf } from './dose-outcomes';

/**
 * A dose's evaluation in its group: 'Dosis 1', or 'No válida' and 'Extra' with CDC's reason in Spanish; one line per
 * outcome, named by its antigens, when they differ (a single one runs on with the 'Histórica' mark after it).
 */
export const DoseOutcomes = ({ dose }: { dose: CardGroupDose }) => {
  const outcomes = doseOutcomesOf(dose);
  return (
    <span className={outcomes.length > 1 ? 'flex flex-col' : undefined}>
      {outcomes.map(({ antigens, label, reason }) => (
        <span key={`${antigens.join()}|${label}|${reason}`}>
          {antigens.length > 0 && `${antigens.join(', ')}: `}
          <span className="font-semibold">{label}</span>
          {reason && ` — ${reason}`}
        </span>
      ))}
    </span>
  );
};
