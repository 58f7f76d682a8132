import { mdiCheck, mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { doseFormTexts } from './texts';

export type StepperProps = {
  steps: readonly string[];
  current: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

type StepArrowProps = { label: string; icon: string; isEnabled: boolean; onClick: () => void };

/** The previous or next arrow, dimmed when there is no step that way. */
const StepArrow = ({ label, icon, isEnabled, onClick }: StepArrowProps) => (
  <IconButton
    label={label}
    icon={icon}
    disabled={!isEnabled}
    onClick={onClick}
    className="disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent"
  />
);

/** The numbered steps of the dose form between the previous and next arrows; the current one is marked. */
export const Stepper = ({ steps, current, canGoPrevious, canGoNext, onPrevious, onNext }: StepperProps) => (
  <nav aria-label={doseFormTexts.stepsLabel} className="flex items-center gap-2 sm:gap-4">
    <StepArrow label={doseFormTexts.previous} icon={mdiChevronLeft} isEnabled={canGoPrevious} onClick={onPrevious} />
    <ol className="flex min-w-0 flex-1 items-start gap-2 sm:items-center sm:gap-4">
      {steps.map((title, index) => (
        <li
          key={title}
          aria-current={index === current ? 'step' : undefined}
          className="flex min-w-0 flex-1 items-start gap-2 last:flex-none sm:items-center sm:gap-4"
        >
          <StepBadge title={title} index={index} current={current} total={steps.length} />
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`mt-[1.0625rem] h-0.5 min-w-4 flex-1 rounded-full sm:mt-0 ${lineClass(index < current)}`}
            />
          )}
        </li>
      ))}
    </ol>
    <StepArrow label={doseFormTexts.next} icon={mdiChevronRight} isEnabled={canGoNext} onClick={onNext} />
  </nav>
);

type StepBadgeProps = { title: string; index: number; current: number; total: number };

const StepBadge = ({ title, index, current, total }: StepBadgeProps) => {
  const isDone = index < current;
  const isCurrent = index === current;
  return (
    <span className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left">
      <span
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold transition-colors ${badgeClass(isDone, isCurrent)}`}
      >
        {isDone ? <Icon path={mdiCheck} size={18} /> : index + 1}
      </span>
      <span className="min-w-0 text-xs leading-tight sm:text-sm">
        <span className="block text-muted">{doseFormTexts.stepOf(index + 1, total)}</span>
        <span className={`block font-semibold ${isCurrent ? 'text-foreground' : 'text-muted'}`}>{title}</span>
        {isDone && <span className="sr-only"> ({doseFormTexts.completed})</span>}
      </span>
    </span>
  );
};

const badgeClass = (isDone: boolean, isCurrent: boolean): string => {
  if (isCurrent) return 'bg-brand text-on-brand shadow-sm ring-4 ring-brand/20';
  if (isDone) return 'bg-brand/15 text-brand';
  return 'border border-border bg-surface text-muted';
};

const lineClass = (isDone: boolean): string => (isDone ? 'bg-brand/60' : 'bg-border');
