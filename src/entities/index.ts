import { defineEntities, type EntityRowOf } from '../engine';
import { adverseEvents } from './adverse-events';
import { antigens } from './antigens';
import { appliedDoses } from './applied-doses';
import { countries } from './countries';
import { liveVirusConflicts } from './live-virus-conflicts';
import { manufacturers } from './manufacturers';
import { observations } from './observations';
import { orgUnits } from './org-units';
import { patientObservations } from './patient-observations';
import { patients } from './patients';
import { requisitions } from './requisitions';
import { scheduleRules } from './schedule-rules';
import { stockTransfers } from './stock-transfers';
import { targetPopulations } from './target-populations';
import { users } from './users';
import { vaccinationCenters } from './vaccination-centers';
import { vaccineBatches } from './vaccine-batches';
import { vaccineGroups } from './vaccine-groups';
import { vaccines } from './vaccines';

/**
 * Every entity of the product. Adding one is its config file and its line here (the import
 * and the list entry): its API, table, page, menu entry, guard, form and dialogs follow.
 * Code that needs one config imports its file.
 */
export const entities = defineEntities([
  users,
  countries,
  manufacturers,
  orgUnits,
  vaccineGroups,
  antigens,
  vaccines,
  liveVirusConflicts,
  observations,
  scheduleRules,
  vaccineBatches,
  vaccinationCenters,
  patients,
  appliedDoses,
  patientObservations,
  targetPopulations,
  adverseEvents,
  stockTransfers,
  requisitions,
]);

/** A registered entity's name, such as `'vaccine-batches'`. */
export type EntityName = (typeof entities)[number]['name'];

/**
 * The GET-shape row of a registered entity, typed from its config.
 *
 * @example
 * const expiry = (batch: RowOf<'vaccine-batches'>) => batch.expirationDate; // string
 */
export type RowOf<TName extends EntityName> = EntityRowOf<
  Extract<(typeof entities)[number], { name: TName }>,
  (typeof entities)[number]
>;
