import { forecastStatusLabels } from '../../domain/forecast';
import type { CardStatus } from './group-status';
import { cardTexts } from './texts';

const tones: Readonly<Record<CardStatus, string>> = {
  complete: 'bg-success text-on-success',
  immune: 'bg-success text-on-success',
  'not-yet-due': 'bg-info text-on-info',
  due: 'bg-warning text-on-warning',
  overdue: 'bg-error text-on-error',
  contraindicated: 'bg-secondary text-on-secondary',
  'not-recommended': 'bg-secondary text-on-secondary',
  'too-late': 'bg-secondary text-on-secondary',
};

const labels: Readonly<Record<CardStatus, string>> = { ...forecastStatusLabels, ...cardTexts.groupStatus };

/** A status in Spanish ('Completo', 'Aún no', 'Inmune', ...) as a coloured badge; printed as plain bordered text. */
export const StatusBadge = ({ status }: { status: CardStatus }) => (
  <span
    className={`status-badge inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
  >
    {labels[status]}
  </span>
);
