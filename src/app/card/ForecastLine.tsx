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
        <Term label={cardTexts.seriesLabel} value={cardTexts.series(received.dosesReceived, received.seriesSize)} />
        <Term
          label={cardTexts.nextDose}
          value={nextNumber === null ? cardTexts.seriesComplete : cardTexts.doseNumber(nextNumber)}
        />
        {forecast?.recommendedDate && (
          <>
            <Term label={labels.earliest} value={dateOf(forecast.earliestDate)} />
            <Term
              label={labels.recommended}
              value={`${dateOf(forecast.recommendedDate)}${
                forecast.status === 'too-late'
                  ? ''
                  : ` (${cardTexts.dueIn(daysBetween(day, forecast.recommendedDate))})`
              }`}
            />
            <Term label={labels.overdue} value={dateOf(forecast.overdueDate)} />
            <Term
              label={labels.latest}
              value={forecast.latestDate ? formatDate(forecast.latestDate) : cardTexts.noMaximumAge}
            />
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

const Term = ({ label, value }: { label: string; value: string }) => (
  <div className="flex gap-1.5">
    <dt className="text-muted">{label}:</dt>
    <dd className="font-medium text-foreground tabular-nums">{value}</dd>
  </div>
);
