import type { ForecastStatus } from '../../domain/forecast';
import type { CardGroup } from '../../domain/vaccination-card';

/** A card's status of a vaccine or group: today's forecast status, or what makes a group need no dose. */
export type CardStatus = ForecastStatus | 'immune' | 'contraindicated' | 'not-recommended';

type GroupStatus = Pick<CardGroup, 'seriesStatus' | 'status'>;

/** Past its maximum age: aged out, or its next dose past its last date. */
export const isAgedOut = (group: GroupStatus) => group.seriesStatus === 'aged-out' || group.status === 'too-late';

/**
 * A group's status on the card: immune, contraindicated and not recommended say why nothing is to give (the
 * forecast's today status says 'complete' for them); else today's status, too late once aged out.
 *
 * @example
 * groupStatusOf({ seriesStatus: 'immune', status: 'complete' }) // 'immune'
 */
export const groupStatusOf = (group: GroupStatus): CardStatus => {
  const { seriesStatus } = group;
  if (seriesStatus === 'immune' || seriesStatus === 'contraindicated' || seriesStatus === 'not-recommended') {
    return seriesStatus;
  }
  return isAgedOut(group) ? 'too-late' : group.status;
};
