import type { AnyEntity } from '../engine/entity';
import { appliedDoses } from './applied-doses';
import { countries } from './countries';
import { manufacturers } from './manufacturers';
import { patients } from './patients';
import { users } from './users';
import { vaccinationCenters } from './vaccination-centers';
import { vaccineBatches } from './vaccine-batches';
import { vaccines } from './vaccines';

/**
 * Every entity of the product. Adding one is its config file and its line here (the import
 * and the list entry): its API, table, page, menu entry, guard, form and dialogs follow.
 * Code that needs one config imports its file.
 */
export const entities: readonly AnyEntity[] = [
  users,
  countries,
  manufacturers,
  vaccines,
  vaccineBatches,
  vaccinationCenters,
  patients,
  appliedDoses,
];
