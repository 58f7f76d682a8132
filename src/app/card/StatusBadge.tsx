import { type ForecastStatus, forecastStatusLabels } from '../../domain/forecast';

const tones: Readonly<Record<ForecastStatus, string>> = {
  complete: 'bg-success text-on-success',
  'not-yet-due': 'bg-info text-on-info',
  due: 'bg-warning text-on-warning',
  overdue: 'bg-error text-on-error',
  'too-late': 'bg-secondary text-on-secondary',
};

/** A forecast's status in Spanish ('Completo', 'Aún no', ...) as a coloured badge; printed as plain bordered text. */
export const StatusBadge = ({ status }: { status: ForecastStatus }) => (
  <span
    className={`status-badge inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
  >
    {forecastStatusLabels[status]}
  </span>
);
