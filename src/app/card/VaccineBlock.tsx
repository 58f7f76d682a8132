import type { CardDose, CardVaccine } from '../../domain/vaccination-card';
import { CardDoses } from './CardDoses';
import { ForecastLine } from './ForecastLine';
import { StatusBadge } from './StatusBadge';
import { cardTexts } from './texts';

type VaccineBlockProps = {
  entry: CardVaccine;
  day: string;
  /** A dose's 'Reportar ESAVI'. */
  onReport?: (dose: CardDose) => void;
};

/**
 * One vaccine of the card that covers no antigen of the schedule: its status, its series by interval and next dose
 * with their dates, and its doses.
 */
export const VaccineBlock = ({ entry, day, onReport }: VaccineBlockProps) => {
  const { vaccine, forecast } = entry;
  const headingId = `card-vaccine-${vaccine.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="card-vaccine rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="card-vaccine-head mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="text-base font-semibold tracking-tight text-foreground">
          {vaccine.vaccineName ?? cardTexts.unknownVaccine}
        </h3>
        {forecast && <StatusBadge status={forecast.status} />}
      </div>
      <ForecastLine entry={entry} day={day} />
      <CardDoses
        doses={entry.doses}
        caption={cardTexts.dosesCaption(vaccine.vaccineName ?? '')}
        describe={(dose) => cardTexts.doseNumber(dose.doseNumber)}
        vaccineOf={() => vaccine.vaccineName}
        onReport={onReport}
      />
    </section>
  );
};
