import { mdiFileTreeOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { wordish } from '../domain/messages';
import { isOrgUnitLevel, orgUnitLevelLabels, orgUnitLevels } from '../domain/org-units';
import { staffReads, staffRoles } from '../domain/roles';
import { defineEntity, optionalReference, text, withCustomRule, withObjectRules } from '../engine';

const levelMessage = 'El nivel debe ser Nivel nacional, Región o Distrito';
/** Said of a region or a district without its parent, or of a parent that is no id. */
const parentMessage = 'Debe seleccionar la unidad superior';

const unitSchema = withObjectRules(
  z.object({
    name: text({
      required: 'El nombre de la unidad es requerido',
      min: [3, 'El nombre de la unidad debe tener al menos 3 caracteres'],
      max: [100, 'El nombre de la unidad no puede superar 100 caracteres'],
      charset: wordish,
    }),
    level: withCustomRule(text({ required: 'El nivel es requerido' }), {
      name: 'knownLevel',
      message: levelMessage,
      isValid: isOrgUnitLevel,
      breaking: ['province', 'country'],
      passing: orgUnitLevels,
    }),
    parentId: optionalReference({ invalid: parentMessage }),
  }),
  [
    {
      kind: 'requiredWhen',
      field: 'parentId',
      when: { field: 'level', equals: 'region' },
      message: parentMessage,
    },
    {
      kind: 'requiredWhen',
      field: 'parentId',
      when: { field: 'level', equals: 'district' },
      message: parentMessage,
    },
    {
      kind: 'custom',
      name: 'nationalWithoutParent',
      field: 'parentId',
      message: 'La unidad de nivel nacional no tiene unidad superior',
      isBroken: ({ level, parentId }) => level === 'national' && parentId !== null && parentId !== undefined,
      breakWith: { level: 'national', parentId: 1 },
    },
  ],
);

/**
 * The organisation units of the health network ('Unidades organizativas'): exactly one active
 * national unit, its regions, and their districts, each district holding vaccination centres.
 * The admin writes them, the staff reads them; the behaviour keeps the tree whole (a region's
 * parent is the national unit, a district's a region) and a unit with active units or centres
 * under it cannot be deleted (409, as every reference refuses).
 */
export const orgUnits = defineEntity({
  name: 'org-units',
  path: '/org-units',
  labels: { singular: 'Unidad organizativa', plural: 'Unidades organizativas', isFeminine: true },
  labelKeys: ['name'],
  schemas: { create: unitSchema, edit: unitSchema },
  fields: [
    { name: 'name', label: 'Nombre', placeholder: 'Ej. Distrito Lima Norte' },
    {
      name: 'level',
      label: 'Nivel',
      kind: 'enum',
      options: orgUnitLevels.map((value) => ({ value, label: orgUnitLevelLabels[value] })),
    },
    {
      name: 'parentId',
      label: 'Unidad superior',
      reference: { entity: 'org-units', as: 'parent', pick: ['name', 'level'], labelKeys: ['name'] },
      hideWhen: { field: 'level', equals: 'national' },
    },
  ],
  columns: [
    { key: 'name', label: 'Unidad' },
    { key: 'level', label: 'Nivel' },
    { key: 'parent.name', label: 'Unidad superior' },
  ],
  searchKeys: ['name'],
  defaultSort: { key: 'name', order: 'asc' },
  // Every user reads the tree; an admin writes the units below their own.
  scope: { unit: 'parentId', isReadByAll: true },
  access: staffReads,
  page: {
    path: 'unidades-organizativas',
    roles: staffRoles,
    menu: { group: menuGroups.management, icon: mdiFileTreeOutline, order: 5 },
  },
});
