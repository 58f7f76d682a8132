import type { CardVaccine } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { RecommendedDate } from './RecommendedDate';
import { Term } from './Term';
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
              <RecommendedDate date={forecast.recommendedDate} day={day} isRelative={forecast.status !== 'too-late'} />
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
