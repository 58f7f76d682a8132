import { type Db, defineBehaviour } from '../../engine/server';
import { antigens } from '../../entities/antigens';
import { liveVirusConflicts } from '../../entities/live-virus-conflicts';
import { observations } from '../../entities/observations';
import { vaccineGroups } from '../../entities/vaccine-groups';
import { scheduleRoute } from '../cdsi/schedule-route';
import { requestForecastRecompute } from '../programme/forecast-jobs';

/** The job of the schedule's own tables (no vaccine's): any of them may move every patient's forecast. */
export const scheduleJob = 0;

const recompute = ({ context }: { context: { db: Db } }) => requestForecastRecompute(context.db, scheduleJob);

/**
 * A change of a vaccine group, an antigen (its series), a live-virus conflict or a coded observation
 * (the code the patients' observations are read by) asks, in its write's transaction, for every
 * patient's stored forecast to be recomputed in the background once it commits.
 */
export const cdsiScheduleBehaviours = [
  ...[vaccineGroups, liveVirusConflicts, observations].map((entity) =>
    defineBehaviour(entity, { afterChange: recompute, afterDelete: recompute, afterRestore: recompute }),
  ),
  // The antigens' route answers the whole schedule, which the dose form's check reads.
  defineBehaviour(antigens, {
    afterChange: recompute,
    afterDelete: recompute,
    afterRestore: recompute,
    routes: { schedule: scheduleRoute },
  }),
];
