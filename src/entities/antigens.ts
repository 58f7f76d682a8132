import { mdiVirusOutline } from '@mdi/js';
import { z } from 'zod';
import { parseAntigenDocument } from '../domain/cdsi/antigen-document';
import { antigenRoutes } from '../domain/cdsi/antigen-routes';
import { menuGroups } from '../domain/menu-groups';
import { scheduleText } from '../domain/messages';
import { adminRoles, staffReads } from '../domain/roles';
import { defineEntity, reference, text, withCustomRule } from '../engine';

/** CDC's largest antigen (pneumococcal, v4.10) takes 77,491 characters in the model. */
const documentMax = 99_000;

const emptyDocument = '{"immunity":{"bornBefore":null,"observationCodes":[]},"contraindications":[],"series":[]}';

const definition = withCustomRule(
  text({
    required: 'La definición del antígeno es requerida',
    max: [documentMax, `La definición no puede superar ${documentMax} caracteres`],
  }),
  {
    name: 'antigenDocument',
    message: 'La definición debe ser un documento JSON del modelo CDSi (inmunidad, contraindicaciones y series)',
    isValid: (value) => parseAntigenDocument(value) !== null,
    breaking: ['{}', 'series', '{"immunity":{},"contraindications":[],"series":[]}'],
    passing: [emptyDocument],
  },
);

const antigenSchema = z.object({
  antigenName: text({ required: 'El nombre del antígeno es requerido', charset: scheduleText }),
  vaccineGroupId: reference({ required: 'Debe seleccionar un grupo de vacunas' }),
  definition,
});

/**
 * An antigen (CDSi): what a dose protects against (Sarampión, Tétanos), in one vaccine group,
 * with its series, immunity and contraindications as one document of the engine's model
 * (`src/domain/cdsi/antigen-document.ts`). A vaccine names the antigens it covers.
 */
export const antigens = defineEntity({
  name: 'antigens',
  path: '/antigens',
  labels: { singular: 'Antígeno', plural: 'Antígenos' },
  schemas: { create: antigenSchema, edit: antigenSchema },
  fields: [
    { name: 'antigenName', label: 'Antígeno', isUniqueName: true, placeholder: 'Ej. Sarampión' },
    {
      name: 'vaccineGroupId',
      label: 'Grupo de vacunas',
      reference: { entity: 'vaccine-groups', as: 'vaccineGroup', pick: ['groupName'], labelKeys: ['groupName'] },
    },
    { name: 'definition', label: 'Series, inmunidad y contraindicaciones (JSON, modelo CDSi)', kind: 'textarea' },
  ],
  columns: [
    { key: 'antigenName', label: 'Antígeno' },
    { key: 'vaccineGroup.groupName', label: 'Grupo de vacunas' },
  ],
  defaultSort: { key: 'antigenName', order: 'asc' },
  access: staffReads,
  // The whole schedule in the engine's model, which the dose form's check reads.
  routes: antigenRoutes,
  page: {
    path: 'antigenos',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiVirusOutline, order: 27 },
    editDialogSize: 'wide',
  },
});
