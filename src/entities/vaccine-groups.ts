import { mdiGroup } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { scheduleText } from '../domain/messages';
import { adminRoles, staffReads } from '../domain/roles';
import { boolean, defineEntity, text } from '../engine';

const groupSchema = z.object({
  groupName: text({ required: 'El nombre del grupo es requerido', charset: scheduleText }),
  isAdministeredWhole: boolean({ invalid: 'Indique si el grupo se aplica completo', whenMissing: false }),
});

/**
 * A vaccine group (CDSi): the antigens forecast together ('Triple viral': sarampión,
 * parotiditis y rubéola). A group given whole waits for its slowest antigen; another follows
 * its first antigen due. Its antigens name it (`antigens.vaccineGroupId`).
 */
export const vaccineGroups = defineEntity({
  name: 'vaccine-groups',
  path: '/vaccine-groups',
  labels: { singular: 'Grupo de vacunas', plural: 'Grupos de vacunas' },
  schemas: { create: groupSchema, edit: groupSchema },
  fields: [
    { name: 'groupName', label: 'Grupo de vacunas', isUniqueName: true, placeholder: 'Ej. Triple viral' },
    { name: 'isAdministeredWhole', label: 'Se aplica completo (todos sus antígenos a la vez)' },
  ],
  columns: [
    { key: 'groupName', label: 'Grupo' },
    { key: 'isAdministeredWhole', label: 'Completo' },
  ],
  defaultSort: { key: 'groupName', order: 'asc' },
  // The health staff reads the groups through the API (the forecast, the card); the page is the admin's.
  access: staffReads,
  page: {
    path: 'grupos-de-vacunas',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiGroup, order: 26 },
  },
});
