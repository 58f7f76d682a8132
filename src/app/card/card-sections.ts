import type { CardGroup, CardVaccine, VaccinationCard } from '../../domain/vaccination-card';
import { isAgedOut } from './group-status';

/** What the card shows, in its order: the groups that concern the patient, other vaccines, then folded lines. */
export type CardSections = {
  /** The vaccine groups due, overdue, not yet due, complete, immune or contraindicated, or holding a dose. */
  groups: CardGroup[];
  /** The vaccines received whose doses count for no antigen of the schedule, with those doses alone. */
  otherVaccines: CardVaccine[];
  /** The names of the groups past their maximum age, without a dose: one line, 'Fuera de edad: BCG, Rotavirus'. */
  agedOut: string[];
  /** The names of the groups no series of which applies to the patient, without a dose. */
  notRecommended: string[];
};

/**
 * The card's sections from the server's card: a group with a dose is always shown (its doses are the patient's
 * record); one without folds into the line of its kind when past its maximum age (or its last date) or not
 * recommended. Groups keep the schedule's order.
 *
 * @example
 * cardSectionsOf(adultCard) // { groups: [], otherVaccines: [influenza], agedOut: ['BCG', 'Rotavirus', …], notRecommended: [] }
 */
export const cardSectionsOf = (card: VaccinationCard): CardSections => {
  const sections: CardSections = { groups: [], otherVaccines: [], agedOut: [], notRecommended: [] };
  for (const group of card.groups) {
    const fold = group.doses.length > 0 ? null : foldOf(group);
    if (fold) sections[fold].push(group.vaccineGroup.name);
    else sections.groups.push(group);
  }
  const evaluated = new Set(card.groups.flatMap((group) => group.doses.map((dose) => dose.id)));
  for (const entry of card.vaccines) {
    const doses = entry.doses.filter((dose) => !evaluated.has(dose.id));
    if (doses.length > 0) sections.otherVaccines.push({ ...entry, doses });
  }
  return sections;
};

const foldOf = (group: CardGroup): 'agedOut' | 'notRecommended' | null => {
  if (isAgedOut(group)) return 'agedOut';
  return group.seriesStatus === 'not-recommended' ? 'notRecommended' : null;
};
