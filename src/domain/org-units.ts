/**
 * A country's health network as a tree of organisation units ('Unidades organizativas'): one
 * national unit, its regions, their districts; a vaccination centre belongs to a district.
 */
export const orgUnitLevels = ['national', 'region', 'district'] as const;
export type OrgUnitLevel = (typeof orgUnitLevels)[number];

/** How a level is named to a person. */
export const orgUnitLevelLabels: Readonly<Record<OrgUnitLevel, string>> = {
  national: 'Nivel nacional',
  region: 'Región',
  district: 'Distrito',
};

/** The level a unit's parent must be: none for the national unit. */
export const parentLevelOf: Readonly<Record<OrgUnitLevel, OrgUnitLevel | null>> = {
  national: null,
  region: 'national',
  district: 'region',
};

export const isOrgUnitLevel = (value: unknown): value is OrgUnitLevel => orgUnitLevels.some((level) => level === value);

/** The units an upgraded database puts its existing centres under, until an admin places them. */
export const placeholderUnits = {
  national: 'Red nacional',
  region: 'Región sin asignar',
  district: 'Distrito sin asignar',
} as const;
