import type { PlaceGrouping } from '../../domain/indicator-queries';
import { isOrgUnitLevel, type OrgUnitLevel } from '../../domain/org-units';
import { isPlaceInScope, isUnitInScope, type Scope } from '../../engine';
import { type Db, invalidData, outsideScope, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';

/** An organisation unit as a place's figures name it. */
export type PlaceUnit = { id: number; name: string; level: OrgUnitLevel };

/**
 * Where figures are asked about: the whole network (the national unit's, when it was named), a
 * region or a district (the centres of its districts), or one centre.
 */
export type Place =
  | { kind: 'network'; unit?: PlaceUnit }
  | { kind: 'unit'; unit: PlaceUnit & { level: 'region' | 'district' } }
  | { kind: 'center'; centerId: number };

export const wholeNetwork: Place = { kind: 'network' };

/** What a route's query says of its place. */
export type PlaceQuery = { centerId?: number; orgUnitId?: number; groupBy?: PlaceGrouping };

const bothMessage = 'Indique un centro o una unidad organizativa, no ambos';
const unknownUnitMessage = 'Debe seleccionar una unidad organizativa válida';

/** The levels each place may be broken down by. */
const groupingsBelow: Readonly<Record<OrgUnitLevel | 'center', readonly PlaceGrouping[]>> = {
  national: ['region', 'district', 'center'],
  region: ['district', 'center'],
  district: ['center'],
  center: [],
};

const groupingLabels: Readonly<Record<PlaceGrouping, string>> = {
  center: 'centro',
  district: 'distrito',
  region: 'región',
};

const placeLabels: Readonly<Record<'region' | 'district' | 'center', string>> = {
  region: 'una región',
  district: 'un distrito',
  center: 'un centro',
};

/**
 * The place a request's figures are of, checked against the caller's scope: its `centerId` or
 * `orgUnitId` (403 outside the scope; 400 for both, or an unknown unit), else the caller's own
 * place (their centre, or the top unit of their scope), else the whole network. A `groupBy`
 * must name a level below that place (400).
 *
 * @example
 * await placeOf(db, { scope: user.scope, query: { orgUnitId: 3, groupBy: 'center' } })
 * // { kind: 'unit', unit: { id: 3, name: 'Distrito Norte', level: 'district' } }
 */
export const placeOf = async (db: Db, { scope, query }: { scope: Scope; query: PlaceQuery }): Promise<Place> => {
  const place = await askedPlace(db, scope, query);
  if (query.groupBy !== undefined) checkGrouping(place, query.groupBy);
  return place;
};

/** The place that is the whole network when its unit is the national one. */
const unitPlace = (unit: PlaceUnit): Place =>
  unit.level === 'national' ? { kind: 'network', unit } : { kind: 'unit', unit: { ...unit, level: unit.level } };

const askedPlace = async (db: Db, scope: Scope, { centerId, orgUnitId }: PlaceQuery): Promise<Place> => {
  if (centerId !== undefined && orgUnitId !== undefined) throw invalidData({ orgUnitId: bothMessage });
  if (centerId !== undefined) {
    if (!isPlaceInScope(scope, centerId)) throw outsideScope();
    return { kind: 'center', centerId };
  }
  if (orgUnitId !== undefined) {
    if (!isUnitInScope(scope, orgUnitId)) throw outsideScope();
    const [unit] = await readUnits(db, [orgUnitId]);
    if (unit === undefined) throw invalidData({ orgUnitId: unknownUnitMessage });
    return unitPlace(unit);
  }
  if (scope.isAll) return wholeNetwork;
  if (scope.units.length > 0) {
    const units = await readUnits(db, scope.units);
    const ids = new Set(units.map((unit) => unit.id));
    const top = units.find((unit) => unit.parentId === null || !ids.has(unit.parentId));
    if (top) return unitPlace(top);
  }
  const [onlyCenter] = scope.places;
  if (scope.places.length === 1 && onlyCenter !== undefined) return { kind: 'center', centerId: onlyCenter };
  throw outsideScope();
};

const checkGrouping = (place: Place, groupBy: PlaceGrouping) => {
  const level = place.kind === 'center' ? 'center' : (place.unit?.level ?? 'national');
  if (groupingsBelow[level].includes(groupBy)) return;
  const where = level === 'national' ? '' : ` dentro de ${placeLabels[level]}`;
  throw invalidData({ groupBy: `No se puede agrupar por ${groupingLabels[groupBy]}${where}` });
};

const readUnits = async (db: Db, ids: readonly number[]) => {
  const rows = await db
    .selectFrom(tableOf(orgUnits))
    .select(['id', 'name', 'level', 'parentId'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.flatMap((row) =>
    isOrgUnitLevel(row.level)
      ? [
          {
            id: Number(row.id),
            name: String(row.name ?? ''),
            level: row.level,
            parentId: row.parentId === null || row.parentId === undefined ? null : Number(row.parentId),
          },
        ]
      : [],
  );
};

/**
 * The place of a query read without a caller: its centre, else the whole network (what the
 * functions of the indicators take when no place is given, as the property tests call them).
 *
 * @example
 * placeOfQuery({ centerId: 3 }) // { kind: 'center', centerId: 3 }
 */
export const placeOfQuery = ({ centerId }: { centerId?: number }): Place =>
  centerId === undefined ? wholeNetwork : { kind: 'center', centerId };
