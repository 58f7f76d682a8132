import { type Db, defineBehaviour } from '../../engine/server';
import { antigens } from '../../entities/antigens';
import { liveVirusConflicts } from '../../entities/live-virus-conflicts';
import { vaccineGroups } from '../../entities/vaccine-groups';
import { requestForecastRecompute } from '../programme/forecast-jobs';

/** The job of the schedule's own tables (no vaccine's): any of them may move every patient's forecast. */
export const scheduleJob = 0;

const recompute = ({ context }: { context: { db: Db } }) => requestForecastRecompute(context.db, scheduleJob);

/**
 * A change of a vaccine group, an antigen (its series) or a live-virus conflict asks, in its write's
 * transaction, for every patient's stored forecast to be recomputed in the background once it commits.
 */
export const cdsiScheduleBehaviours = [vaccineGroups, antigens, liveVirusConflicts].map((entity) =>
  defineBehaviour(entity, { afterChange: recompute, afterDelete: recompute, afterRestore: recompute }),
);
