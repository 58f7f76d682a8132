import { mdiAlertOutline } from '@mdi/js';
import { Icon } from '../ui/Icon';
import type { DropoutLevel } from './dropout-level';
import { indicatorTexts } from './texts';

const badges: Readonly<Record<Exclude<DropoutLevel, 'none'>, { label: string; tone: string }>> = {
  low: { label: indicatorTexts.levels.low, tone: 'bg-success text-on-success' },
  moderate: { label: indicatorTexts.levels.moderate, tone: 'bg-warning text-on-warning' },
  high: { label: indicatorTexts.levels.high, tone: 'bg-error text-on-error' },
  negative: { label: indicatorTexts.dataProblem, tone: 'bg-info text-on-info' },
};

/**
 * A dropout rate's traffic light, in words as well as colour ('Bajo', 'Moderado', 'Alto'); a
 * negative rate reads 'Revisar datos' with why; no rate, 'Sin primeras dosis'.
 */
export const DropoutBadge = ({ level }: { level: DropoutLevel }) => {
  if (level === 'none') return <span className="text-muted">{indicatorTexts.noFirstDoses}</span>;
  const { label, tone } = badges[level];
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
      >
        {level === 'negative' ? (
          <Icon path={mdiAlertOutline} size={14} />
        ) : (
          <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        )}
        {label}
      </span>
      {level === 'negative' && <span className="text-xs text-muted">{indicatorTexts.negativeHint}</span>}
    </span>
  );
};
