import type { EntityBehaviour } from '../../engine/server';
import { adverseEventBehaviour } from './adverse-events';
import { appliedDoseBehaviour } from './applied-doses';
import { cdsiScheduleBehaviours } from './cdsi-schedule';
import { withDoseRestore } from './dose-restore';
import { orgUnitBehaviour } from './org-units';
import { patientObservationBehaviour } from './patient-observations';
import { patientBehaviour } from './patients';
import { scheduleRuleBehaviour } from './schedule-rules';
import { targetPopulationBehaviour } from './target-populations';
import { userBehaviour } from './users';
import { vaccinationCenterBehaviour } from './vaccination-centers';
import { vaccineBatchBehaviour } from './vaccine-batches';
import { vaccineBehaviour } from './vaccines';

/** Server-side behaviour beyond plain storage, each keyed by its entity's config; checked at start. */
export const behaviours: readonly EntityBehaviour[] = [
  withDoseRestore(appliedDoseBehaviour),
  patientBehaviour,
  vaccineBatchBehaviour,
  userBehaviour,
  vaccineBehaviour,
  scheduleRuleBehaviour,
  targetPopulationBehaviour,
  adverseEventBehaviour,
  patientObservationBehaviour,
  orgUnitBehaviour,
  vaccinationCenterBehaviour,
  ...cdsiScheduleBehaviours,
];
