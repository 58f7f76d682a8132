import type { EntityBehaviour } from '../../engine/server/crud-router';
import { appliedDoseBehaviour } from './applied-doses';
import { patientBehaviour } from './patients';
import { vaccineBatchBehaviour } from './vaccine-batches';

/** Server-side behaviour beyond plain storage, by entity name. */
export const behaviours: Readonly<Record<string, EntityBehaviour>> = {
  'applied-doses': appliedDoseBehaviour,
  patients: patientBehaviour,
  'vaccine-batches': vaccineBatchBehaviour,
};
