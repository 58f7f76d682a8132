import { daysBetween } from '../../domain/calendar-days';
import { formatDate } from '../../engine';
import { cardTexts } from './texts';

/** A recommended date, and on screen how far it is from the day shown ('en 7 días'); printed, the date alone. */
export const RecommendedDate = ({ date, day, isRelative }: { date: string; day: string; isRelative: boolean }) => (
  <>
    {formatDate(date)}
    {isRelative && <span className="card-relative">{` (${cardTexts.dueIn(daysBetween(day, date))})`}</span>}
  </>
);
