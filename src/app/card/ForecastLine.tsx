import type { ReactNode } from 'react';
import { daysBetween } from '../../domain/calendar-days';
import type { CardVaccine } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { cardTexts } from './texts';

const { forecastDates: labels } = cardTexts;

/**
 * A vaccine's series and next dose: how many doses of the series were received, the next
 * dose's number, and the dates it may (from), should (recommended), is late (overdue from) and
 * may no longer (until) be given; for a dose past its maximum age, why it no longer applies.
 */
export const ForecastLine = ({ entry, day }: { entry: CardVaccine; day: string }) => {
  const { forecast, schedule } = entry;
  const received = forecast ?? schedule;
  const nextNumber = forecast ? forecast.nextDoseNumber : schedule.nextDoseNumber;
  return (
    <>
      <dl className="card-schedule mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Term label={cardTexts.seriesLabel}>{cardTexts.series(received.dosesReceived, received.seriesSize)}</Term>
        <Term label={cardTexts.nextDose}>
          {nextNumber === null ? cardTexts.seriesComplete : cardTexts.doseNumber(nextNumber)}
        </Term>
        {forecast?.recommendedDate && (
          <>
            <Term label={labels.earliest}>{dateOf(forecast.earliestDate)}</Term>
            <Term label={labels.recommended}>
              {formatDate(forecast.recommendedDate)}
              {forecast.status !== 'too-late' && (
                // Relative to the day on screen; a printed card keeps the date alone (card-print.css).
                <span className="card-relative">{` (${cardTexts.dueIn(daysBetween(day, forecast.recommendedDate))})`}</span>
              )}
            </Term>
            <Term label={labels.overdue}>{dateOf(forecast.overdueDate)}</Term>
            <Term label={labels.latest}>
              {forecast.latestDate ? formatDate(forecast.latestDate) : cardTexts.noMaximumAge}
            </Term>
          </>
        )}
      </dl>
      {forecast?.status === 'too-late' && forecast.nextDoseNumber !== null && forecast.latestDate && (
        <p className="card-note mb-3 text-sm text-foreground">
          {cardTexts.tooLate(forecast.nextDoseNumber, formatDate(forecast.latestDate))}
        </p>
      )}
    </>
  );
};

const dateOf = (date: string | null) => (date ? formatDate(date) : cardTexts.none);

const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex gap-1.5">
    <dt className="text-muted">{label}:</dt>
    <dd className="font-medium text-foreground tabular-nums">{children}</dd>
  </div>
);
