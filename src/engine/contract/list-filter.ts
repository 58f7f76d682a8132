/**
 * A list filter on a field of the row a reference names, beyond the equality and range filters
 * of the entity's own fields: `GET <path>?<name>=<id>` keeps the rows whose `path` (one of the
 * entity's reference fields, then a field of the row it names) is that id; with `matches: 'unit'`
 * the path names a centre and the id an organisation unit, and the rows kept are those whose
 * centre is in that unit or below it. The engine reads it, checks the id against the caller's
 * scope (a centre or a unit outside it is a 403) and describes it in OpenAPI.
 *
 * @example
 * // An ESAVI report, by its dose's lot, its dose's centre, or the unit above that centre:
 * filters: [
 *   { name: 'vaccineBatchId', label: 'Lote', path: 'appliedDoseId.vaccineBatchId' },
 *   { name: 'centerId', label: 'Centro', path: 'appliedDoseId.vaccinationCenterId' },
 *   { name: 'orgUnitId', label: 'Unidad organizativa', path: 'appliedDoseId.vaccinationCenterId', matches: 'unit' },
 * ]
 */
export type ListFilterConfig = {
  /** The query parameter: not one of the entity's own field names. */
  name: string;
  label: string;
  /** `<reference field>.<field of its target>`. */
  path: string;
  /** `id` (the default): the target's field equals the id; `unit`: its centre is in the unit or below it. */
  matches?: 'id' | 'unit';
};
