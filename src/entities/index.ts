import type { AnyEntity } from '../engine/entity';
import { appliedDoses } from './applied-doses';
import { countries } from './countries';
import { manufacturers } from './manufacturers';
import { patients } from './patients';
import { users } from './users';
import { vaccinationCenters } from './vaccination-centers';
import { vaccineBatches } from './vaccine-batches';
import { vaccines } from './vaccines';

/** Every entity of the product. Adding one is a config file and a line here. */
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

export { appliedDoses, countries, manufacturers, patients, users, vaccinationCenters, vaccineBatches, vaccines };
