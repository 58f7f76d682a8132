import type { ScheduleStatus } from '../../domain/dose-schedule';

const tones: Readonly<Record<ScheduleStatus, string>> = {
  Completo: 'bg-success text-on-success',
  'Al día': 'bg-info text-on-info',
  Próxima: 'bg-warning text-on-warning',
  Atrasada: 'bg-error text-on-error',
};

/** A schedule's status as a coloured badge; printed as plain bordered text. */
export const StatusBadge = ({ status }: { status: ScheduleStatus }) => (
  <span
    className={`status-badge inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
  >
    {status}
  </span>
);
