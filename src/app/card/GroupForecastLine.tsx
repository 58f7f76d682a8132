import type { CardGroup } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { groupStatusOf } from './group-status';
import { RecommendedDate } from './RecommendedDate';
import { Term } from './Term';
import { cardTexts } from './texts';

const { forecastDates: labels, groupNotes } = cardTexts;

/**
 * A vaccine group's next dose by the CDSi forecast: its number and the dates it may (from), should
 * (recommended), is on time until (past due after) and may no longer (until) be given; or that the series is complete, or
 * why no dose is to give (immune, contraindicated, not recommended, aged out).
 */
export const GroupForecastLine = ({ group, day }: { group: CardGroup; day: string }) => {
  const status = groupStatusOf(group);
  if (status === 'immune' || status === 'contraindicated' || status === 'not-recommended') {
    return <p className="card-note mb-3 text-sm text-foreground">{groupNotes[status]}</p>;
  }
  if (status === 'too-late') return <p className="card-note mb-3 text-sm text-foreground">{groupNotes.agedOut}</p>;
  const { forecastDoseNumber, earliestDate, recommendedDate, pastDueDate, latestDate } = group;
  return (
    <dl className="card-schedule mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <Term label={cardTexts.nextDose}>
        {forecastDoseNumber === null ? cardTexts.seriesComplete : cardTexts.doseNumber(forecastDoseNumber)}
      </Term>
      {forecastDoseNumber !== null && recommendedDate && (
        <>
          <Term label={labels.earliest}>{earliestDate ? formatDate(earliestDate) : cardTexts.none}</Term>
          <Term label={labels.recommended}>
            <RecommendedDate date={recommendedDate} day={day} isRelative />
          </Term>
          <Term label={labels.pastDue}>{pastDueDate ? formatDate(pastDueDate) : cardTexts.none}</Term>
          <Term label={labels.latest}>{latestDate ? formatDate(latestDate) : cardTexts.noMaximumAge}</Term>
        </>
      )}
    </dl>
  );
};
