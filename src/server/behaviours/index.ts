import type { EntityBehaviour } from '../../engine/server/behaviour';
import { appliedDoseBehaviour } from './applied-doses';
import { patientBehaviour } from './patients';
import { vaccineBatchBehaviour } from './vaccine-batches';
import { vaccineBehaviour } from './vaccines';

/** Server-side behaviour beyond plain storage, each keyed by its entity's config; checked at start. */
export const behaviours: readonly EntityBehaviour[] = [
  appliedDoseBehaviour,
  patientBehaviour,
  vaccineBatchBehaviour,
  vaccineBehaviour,
];
