import type { AccountAnswer } from '../../domain/account';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import type { OrgUnitLevel } from '../../domain/org-units';

/** A level of the network as the picker and the breakdown name it: a unit's, or a centre's. */
export type PlaceLevel = OrgUnitLevel | 'center';

/** Where the figures are asked about: a centre or a unit by id; null for the account's own place (no parameter). */
export type PlaceChoice = { kind: 'center' | 'unit'; id: number } | null;

/** One line of the picker's tree, depth first: the account's place at depth 0, then what lies below it. */
export type PlaceNode = {
  /** The choice's key, unique in the tree: 'own' for the root, else 'u:3' (a unit) or 'c:7' (a centre). */
  key: string;
  choice: PlaceChoice;
  name: string;
  level: PlaceLevel;
  depth: number;
  /** The unit it lies in, named for a screen reader; null for the root. */
  parentName: string | null;
  /** A district whose centres are read once it is opened, not yet read. */
  opensLater?: boolean;
  /** A district whose centres are being read. */
  isBusy?: boolean;
};

/** Which districts' centres are in, on a network too large to read them all at once. */
export type DistrictCenters = { loaded: ReadonlySet<number>; loading: ReadonlySet<number> };

export type PlaceUnit = { id: number; name: string; level: OrgUnitLevel; parentId: number | null };
export type PlaceCenter = { id: number; centerName: string; orgUnitId: number | null };

/** The levels below each one, highest first: what its figures may be broken down by. */
const levelsBelow: Readonly<Record<PlaceLevel, readonly PlaceGrouping[]>> = {
  national: ['region', 'district', 'center'],
  region: ['district', 'center'],
  district: ['center'],
  center: [],
};

/**
 * The groupings a place of a level offers, highest first.
 *
 * @example
 * groupingsBelow('region') // ['district', 'center']
 */
export const groupingsBelow = (level: PlaceLevel): readonly PlaceGrouping[] => levelsBelow[level];

/**
 * The key of a choice in the tree.
 *
 * @example
 * choiceKey({ kind: 'unit', id: 3 }) // 'u:3'
 */
export const choiceKey = (choice: PlaceChoice): string =>
  choice === null ? 'own' : `${choice.kind === 'unit' ? 'u' : 'c'}:${choice.id}`;

/**
 * The account's part of the network as a tree, flattened depth first with each level sorted by
 * name: its place first (the whole network for a national account), then its regions,
 * districts and centres. The units are the whole tree (everyone reads it), the centres only
 * those of the account's scope (the API answers no other); with `districts`, only those of the
 * districts read so far, the others opening to be read (`opensLater`). Choosing the root asks
 * for no place: the API then answers the account's own. Empty until the account's place is known.
 *
 * @example
 * placeTree({ place: { level: 'district', id: 4, name: 'Distrito Lima Norte' }, units, centers })
 * // [{ key: 'own', name: 'Distrito Lima Norte', depth: 0, ... }, { key: 'c:1', name: 'Centro de Salud Norte', depth: 1, ... }, ...]
 */
export const placeTree = ({
  place,
  units,
  centers,
  districts,
}: {
  place: AccountAnswer['place'];
  units: readonly PlaceUnit[];
  centers: readonly PlaceCenter[];
  districts?: DistrictCenters;
}): PlaceNode[] => {
  if (place.level === 'center') {
    const center = centers.find((row) => row.id === place.id);
    return [root({ name: center?.centerName ?? place.name, level: 'center' })];
  }
  const top =
    place.id === null
      ? units.find((unit) => unit.level === 'national' && unit.parentId === null)
      : units.find((unit) => unit.id === place.id);
  if (!top) return [root({ name: place.name, level: place.level })];
  const byName = <T>(rows: T[], nameOf: (row: T) => string) =>
    rows.sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'es'));
  const laterOf = (unit: PlaceUnit) =>
    unit.level !== 'district' || districts === undefined || districts.loaded.has(unit.id)
      ? {}
      : { opensLater: true, isBusy: districts.loading.has(unit.id) };
  const nodes: PlaceNode[] = [{ ...root({ name: top.name, level: top.level }), ...laterOf(top) }];
  const below = (unit: PlaceUnit, depth: number) => {
    for (const child of byName(
      units.filter((row) => row.parentId === unit.id),
      (row) => row.name,
    )) {
      nodes.push({
        ...node({ kind: 'unit', id: child.id }),
        name: child.name,
        level: child.level,
        depth,
        parentName: unit.name,
        ...laterOf(child),
      });
      below(child, depth + 1);
    }
    if (unit.level !== 'district') return;
    for (const center of byName(
      centers.filter((row) => row.orgUnitId === unit.id),
      (row) => row.centerName,
    )) {
      nodes.push({
        ...node({ kind: 'center', id: center.id }),
        name: center.centerName,
        level: 'center',
        depth,
        parentName: unit.name,
      });
    }
  };
  below(top, 1);
  return nodes;
};

const node = (choice: PlaceChoice) => ({ key: choiceKey(choice), choice });

const root = ({ name, level }: { name: string; level: PlaceLevel }): PlaceNode => ({
  ...node(null),
  name,
  level,
  depth: 0,
  parentName: null,
});

/**
 * The node of a choice; a choice the tree does not hold (a shared link to another place) has
 * none, and the page then names it by its id.
 *
 * @example
 * nodeOf(nodes, { kind: 'center', id: 1 })?.name // 'Centro de Salud Norte'
 */
export const nodeOf = (nodes: readonly PlaceNode[], choice: PlaceChoice): PlaceNode | undefined =>
  nodes.find((candidate) => candidate.key === choiceKey(choice));

/**
 * How a row of the figures names its place: its centre, else its unit, else the whole network.
 *
 * @example
 * placeNameOf({ centerName: null, orgUnitName: 'Distrito Lima Norte' }, 'Toda la red') // 'Distrito Lima Norte'
 */
export const placeNameOf = (
  item: { centerName?: string | null; orgUnitName?: string | null },
  network: string,
): string => item.centerName ?? item.orgUnitName ?? network;

/**
 * A row's place as a key: its centre, else its unit, else the network.
 *
 * @example
 * placeKeyOf({ vaccinationCenterId: null, orgUnitId: 4 }) // 'u4'
 */
export const placeKeyOf = (item: { vaccinationCenterId?: number | null; orgUnitId?: number | null }): string => {
  if (item.vaccinationCenterId !== null && item.vaccinationCenterId !== undefined)
    return `c${item.vaccinationCenterId}`;
  return item.orgUnitId === null || item.orgUnitId === undefined ? 'red' : `u${item.orgUnitId}`;
};
