import type { CardGroup, CardGroupDose } from '../../domain/vaccination-card';
import { CardDoses } from './CardDoses';
import { DoseOutcomes } from './DoseOutcomes';
import { GroupForecastLine } from './GroupForecastLine';
import { groupStatusOf } from './group-status';
import { StatusBadge } from './StatusBadge';
import { cardTexts } from './texts';

type GroupBlockProps = {
  group: CardGroup;
  day: string;
  /** A dose's 'Reportar ESAVI'. */
  onReport?: (dose: CardGroupDose) => void;
};

/**
 * One vaccine group of the card (CDSi): its status, its antigens when they are not the group's name, its next
 * dose with its dates, and the doses that count for it, each with its vaccine and what it was for each antigen.
 */
export const GroupBlock = ({ group, day, onReport }: GroupBlockProps) => {
  const { vaccineGroup, antigens } = group;
  const headingId = `card-group-${vaccineGroup.id}`;
  const antigenNames = antigens.map((antigen) => antigen.name);
  const isNamedByAntigen = antigenNames.length === 1 && antigenNames[0] === vaccineGroup.name;
  return (
    <section
      aria-labelledby={headingId}
      className="card-vaccine rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="card-vaccine-head mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="card-vaccine-name flex flex-wrap items-baseline gap-x-2">
          <h3 id={headingId} className="text-base font-semibold tracking-tight text-foreground">
            {vaccineGroup.name}
          </h3>
          {!isNamedByAntigen && <span className="text-sm text-muted">{antigenNames.join(', ')}</span>}
        </div>
        <StatusBadge status={groupStatusOf(group)} />
      </div>
      <GroupForecastLine group={group} day={day} />
      <CardDoses
        doses={group.doses}
        caption={cardTexts.dosesCaption(vaccineGroup.name)}
        describe={(dose) => <DoseOutcomes dose={dose} />}
        vaccineOf={(dose) => dose.vaccine.vaccineName}
        showsVaccine
        emptyText={cardTexts.noGroupDoses}
        onReport={onReport}
      />
    </section>
  );
};
