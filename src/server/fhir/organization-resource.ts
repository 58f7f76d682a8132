import type { Organization } from '@medplum/fhirtypes';
import { isOrgUnitLevel, orgUnitLevelLabels } from '../../domain/org-units';
import { orgUnitLevelSystem } from './code-systems';
import { isSetFlag, textOrNull } from './stored-values';

/** An organisation unit with its parent's name, as the Organization routes read it. */
export type OrganizationRow = {
  id: number;
  name: string | null;
  level: string | null;
  parentId: number | null;
  parentName: string | null;
  isActive: number;
};

/**
 * An organisation unit as a FHIR `Organization`: its name, its level as `type` (a code of the
 * panel's own system, displayed as the screens name it: 'Nivel nacional', 'Región',
 * 'Distrito'), `partOf` its parent unit, `active` false once deleted.
 *
 * @example
 * organizationResource(row)
 * // { resourceType: 'Organization', id: '3', active: true, type: [{ coding: [{ code: 'district', display: 'Distrito', … }] }],
 * //   name: 'Distrito Lima Norte', partOf: { reference: 'Organization/2', display: 'Región Lima' } }
 */
export const organizationResource = (row: OrganizationRow): Organization => {
  const parentName = textOrNull(row.parentName);
  return {
    resourceType: 'Organization',
    id: String(row.id),
    active: isSetFlag(row.isActive),
    ...(isOrgUnitLevel(row.level) ? { type: [levelType(row.level)] } : {}),
    name: textOrNull(row.name) ?? 'Sin nombre',
    ...(row.parentId === null
      ? {}
      : {
          partOf: {
            reference: `Organization/${row.parentId}`,
            ...(parentName === null ? {} : { display: parentName }),
          },
        }),
  };
};

const levelType = (level: keyof typeof orgUnitLevelLabels) => ({
  coding: [{ system: orgUnitLevelSystem, code: level, display: orgUnitLevelLabels[level] }],
  text: orgUnitLevelLabels[level],
});
