import { scale } from './scale.mjs';

/**
 * The network of the bench data (docs/places.md): one national unit, three regions, seven
 * districts and the 20 centres spread over them. Each centre's share of the catchment
 * patients and of the doses is its weight: San Juan de Lurigancho (18) is the busiest, about
 * 12 % of both, Barranco (4) the smallest, 0.2 %, the others 4.9 % each.
 */
export const network = {
  national: { id: 1, name: 'Red Nacional de Salud' },
  regions: [
    { id: 2, name: 'Región Lima Norte' },
    { id: 3, name: 'Región Lima Este' },
    { id: 4, name: 'Región Lima Centro y Sur' },
  ],
  /** Each district's region and centres (the centres' ids, reference-rows.mjs). */
  districts: [
    { id: 5, name: 'Distrito Lima Norte', regionId: 2, centers: [7, 15, 16] },
    { id: 6, name: 'Distrito Callao', regionId: 2, centers: [8, 19] },
    { id: 7, name: 'Distrito San Juan de Lurigancho', regionId: 3, centers: [18] },
    { id: 8, name: 'Distrito Lima Este', regionId: 3, centers: [10, 11, 12] },
    { id: 9, name: 'Distrito Lima Centro', regionId: 4, centers: [5, 6, 13, 14, 20] },
    { id: 10, name: 'Distrito Lima Sur', regionId: 4, centers: [3, 4, 9, 17] },
    { id: 11, name: 'Distrito Miraflores', regionId: 4, centers: [1, 2] },
  ],
  busiestCenter: 18,
  smallestCenter: 4,
  /** The district whose admin the scoped rows measure: three centres, about 15 % of the patients. */
  adminDistrict: 5,
  /** The region whose centres the indicators break down: eleven centres. */
  indicatorRegion: 4,
};

const weights = { busiest: 0.12, smallest: 0.002 };
/** One patient in ten has no catchment centre; nine doses in ten of the others are given at theirs. */
const withoutCatchment = 0.1;
const atCatchment = 0.9;

const weightOf = (/** @type {number} */ center) => {
  if (center === network.busiestCenter) return weights.busiest;
  if (center === network.smallestCenter) return weights.smallest;
  return (1 - weights.busiest - weights.smallest) / (scale.centers - 2);
};
/** Each centre's upper bound, by id, of the centres laid end to end by weight. */
const upperBounds = /** @type {number[]} */ ([]);
for (let center = 1; center <= scale.centers; center += 1)
  upperBounds.push((upperBounds.at(-1) ?? 0) + weightOf(center));

/** The centre at `u` (0 ≤ u < 1). */
const centerAt = (/** @type {number} */ u) => {
  const index = upperBounds.findIndex((bound) => u < bound);
  return index === -1 ? scale.centers : index + 1;
};

/** A number in [0, 1) of an id, the same on every machine (mulberry32's mix of a state). */
const hash01 = (/** @type {number} */ id) => {
  let t = (scale.seed + Math.imul(id, 0x6d2b79f5)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/**
 * A patient's catchment centre, or null for one in ten: a function of the id, so the doses
 * generated for the patient can be given there.
 *
 * @example
 * catchmentCenterOf(12) // 18, say
 */
export const catchmentCenterOf = (/** @type {number} */ patientId) => {
  const u = hash01(patientId);
  return u < withoutCatchment ? null : centerAt((u - withoutCatchment) / (1 - withoutCatchment));
};

/**
 * The centre of a dose of a patient, from one random draw `u`: their catchment centre nine
 * times in ten, else (and for a patient without one) a centre by weight.
 */
export const doseCenterOf = (/** @type {number} */ patientId, /** @type {number} */ u) => {
  const home = catchmentCenterOf(patientId);
  if (home === null) return centerAt(u);
  return u < atCatchment ? home : centerAt((u - atCatchment) / (1 - atCatchment));
};

/** The district of a centre. */
export const districtOf = (/** @type {number} */ center) => {
  const district = network.districts.find((candidate) => candidate.centers.includes(center));
  if (!district) throw new Error(`Centre ${center} is in no district of the bench network`);
  return district;
};

/** The organisation units' rows, parents first. */
export const orgUnitRows = () => [
  { id: network.national.id, isActive: 1, name: network.national.name, level: 'national', parentId: null },
  ...network.regions.map(({ id, name }) => ({ id, isActive: 1, name, level: 'region', parentId: network.national.id })),
  ...network.districts.map(({ id, name, regionId }) => ({
    id,
    isActive: 1,
    name,
    level: 'district',
    parentId: regionId,
  })),
];

/** Health user `index` (0-based, id `index + 2`) works at centre `index mod 20 + 1`. */
export const healthUserCenter = (/** @type {number} */ index) => (index % scale.centers) + 1;

/** The first health user at a centre: their id. */
export const healthUserAt = (/** @type {number} */ center) => center + 1;

/**
 * The scoped admins after the health staff: a district's, and one at each of the busiest and
 * the smallest centres (the doses list is the admin's: a health user's is 403).
 */
export const scopedAdmins = [
  { key: 'district', orgUnitId: network.adminDistrict, vaccinationCenterId: null },
  { key: 'busiest', orgUnitId: null, vaccinationCenterId: network.busiestCenter },
  { key: 'smallest', orgUnitId: null, vaccinationCenterId: network.smallestCenter },
].map((admin, index) => ({ ...admin, id: scale.healthUsers + 2 + index, email: `admin.${admin.key}@gmail.com` }));
