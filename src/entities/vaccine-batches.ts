import {
  mdiArchiveCancelOutline,
  mdiClipboardCheckOutline,
  mdiPackageVariantClosed,
  mdiPackageVariantMinus,
  mdiTimelineTextOutline,
} from '@mdi/js';
import { z } from 'zod';
import { batchRoutes } from '../domain/batch-routes';
import { menuGroups } from '../domain/menu-groups';
import { wordish } from '../domain/messages';
import { adminRoles, staffReads } from '../domain/roles';
import {
  countBodySchema,
  discardBodySchema,
  discardReasonLabels,
  discardReasons,
  recallBodySchema,
  recalledLabel,
  writtenReasons,
} from '../domain/stock-movements';
import { date, defineEntity, integer, maxStoredInteger, reference, text, withObjectRules } from '../engine';

export const batchStatus = { open: 1, closed: 2 } as const;

/** A lot's vials move, and its status toggles, only until it is recalled. */
const notRecalled = { field: 'recalledAt', equals: null } as const;

/** 'Dar de baja' offers the reasons an admin picks; the recall's and the open vial's are the server's. */
const discardReasonOptions = discardReasons
  .filter((reason) => !writtenReasons.includes(reason))
  .map((reason) => ({ value: reason, label: discardReasonLabels[reason] }));

const noteField = { name: 'note', label: 'Nota', kind: 'textarea' } as const;

const batchFields = z.object({
  batchNumber: text({ required: 'El número de lote es requerido', charset: wordish }),
  manufactureDate: date({
    required: 'La fecha de fabricación es requerida',
    invalid: 'La fecha de fabricación no es válida',
    notFuture: 'La fecha de fabricación no puede ser futura',
  }),
  expirationDate: date({
    required: 'La fecha de vencimiento es requerida',
    invalid: 'La fecha de vencimiento no es válida',
    notPast: 'La fecha de vencimiento no puede ser pasada',
  }),
  initialQuantity: integer({
    required: 'La cantidad inicial es requerida',
    min: [1, 'La cantidad inicial debe ser al menos 1'],
  }),
  availableQuantity: integer({
    required: 'La cantidad disponible es requerida',
    min: [1, 'La cantidad disponible debe ser al menos 1'],
  }),
  vaccineId: reference({ required: 'Debe seleccionar una vacuna' }),
});

const quantityRules = [
  {
    kind: 'notGreaterThan',
    field: 'availableQuantity',
    than: 'initialQuantity',
    message: 'La cantidad disponible no puede ser mayor que la cantidad inicial',
  },
] as const;

const batchSchema = withObjectRules(batchFields, quantityRules);

/** A new lot is received at a store (issue 42): `storeOrgUnitId`, the national store's when absent. */
const newBatchSchema = withObjectRules(
  batchFields.extend({
    storeOrgUnitId: integer({
      min: [1, 'Seleccione un almacén válido'],
      max: [maxStoredInteger, 'Seleccione un almacén válido'],
      integer: 'Seleccione un almacén válido',
    }),
  }),
  quantityRules,
);

const columns = [
  { key: 'batchNumber', label: 'Lote' },
  { key: 'vaccine.vaccineName', label: 'Vacuna' },
  { key: 'manufactureDate', label: 'Fabricación' },
  { key: 'expirationDate', label: 'Vencimiento' },
  { key: 'initialQuantity', label: 'Inicial' },
  { key: 'availableQuantity', label: 'Disponibles' },
  { key: 'status', label: 'Estado', whenSet: { field: 'recalledAt', text: recalledLabel } },
  { key: 'adverseEventCount', label: 'ESAVI' },
] as const;

export const vaccineBatches = defineEntity({
  name: 'vaccine-batches',
  path: '/vaccine-batches',
  labels: { singular: 'Lote', plural: 'Lotes' },
  schemas: { create: newBatchSchema, edit: batchSchema },
  fields: [
    { name: 'batchNumber', label: 'Número de lote', isUnique: true, placeholder: 'Ej. LT-2026-001' },
    {
      name: 'vaccineId',
      label: 'Vacuna',
      reference: { entity: 'vaccines', as: 'vaccine', pick: ['vaccineName'], labelKeys: ['vaccineName'] },
    },
    { name: 'manufactureDate', label: 'Fecha de fabricación' },
    { name: 'expirationDate', label: 'Fecha de vencimiento' },
    { name: 'initialQuantity', label: 'Cantidad inicial (viales)' },
    { name: 'availableQuantity', label: 'Cantidad disponible (viales)', storageMin: 0 },
    {
      name: 'status',
      label: 'Estado',
      kind: 'enum',
      // Set by the edit dialog's toggle action, never by a payload.
      isReadOnly: true,
      options: [
        { value: batchStatus.open, label: 'Abierto' },
        { value: batchStatus.closed, label: 'Cerrado' },
      ],
    },
    // Set by the recall (`POST /{id}/recall`), never by a payload: a recalled lot stays closed for good.
    { name: 'recalledAt', label: 'Retirado el', kind: 'datetime', isReadOnly: true },
    { name: 'recallReason', label: 'Motivo del retiro', kind: 'textarea', isReadOnly: true },
    // Its active ESAVI reports, kept by triggers on adverse_events (migration 0014).
    { name: 'adverseEventCount', label: 'ESAVI reportados', kind: 'number', isReadOnly: true },
    // Added later (issue 42): the store a new lot was received in; a migration appends it.
    {
      name: 'storeOrgUnitId',
      label: 'Almacén de recepción',
      reference: { entity: 'org-units', as: 'store', pick: ['name'], labelKeys: ['name'] },
    },
  ],
  columns,
  defaultSort: { key: 'expirationDate', order: 'asc' },
  access: staffReads,
  // The page is the admin's (spec, section 2); the health staff reads these rows for the dose form only.
  page: {
    path: 'lotes',
    roles: adminRoles,
    menu: { group: menuGroups.management, icon: mdiPackageVariantClosed, order: 40 },
  },
  // The edit dialog's toggle (spec, section 4): 'Cerrar Lote' on an open batch, 'Abrir Lote' on a closed one.
  actions: [
    {
      name: 'status',
      route: ':id/status/:status',
      access: 'update',
      placement: 'edit',
      showWhen: notRecalled,
      variants: [
        {
          when: { field: 'status', equals: batchStatus.open },
          label: 'Cerrar Lote',
          params: { status: batchStatus.closed },
        },
        {
          when: { field: 'status', equals: batchStatus.closed },
          label: 'Abrir Lote',
          params: { status: batchStatus.open },
        },
      ],
      success: 'Estado del lote actualizado correctamente',
    },
  ],
  // The batch's ledger (docs/stock.md), declared with its schemas in the domain, answered by the batches' behaviour.
  routes: batchRoutes,
  // The lot's page (src/app/batches), the admin's like /lotes: its figures, its form actions as
  // labelled buttons, its ledger newest first and its recipients. Its ledger's path still opens it.
  views: [
    {
      name: 'detail',
      path: ':id',
      roles: adminRoles,
      formerPaths: [':id/movimientos'],
      figures: [...columns, { key: 'recallReason', label: 'Motivo del retiro', isOptional: true }],
      rowLink: { label: 'Ver lote', icon: mdiTimelineTextOutline },
    },
  ],
  // Each a dialog on the lot's page posting to its declared route above, with the body schema the route parses.
  formActions: [
    {
      route: 'discards',
      label: 'Dar de baja',
      icon: mdiPackageVariantMinus,
      description: 'Los viales dados de baja salen del lote y cuentan como pérdida.',
      details: [{ key: 'availableQuantity', label: 'Disponibles' }],
      schema: discardBodySchema,
      fields: [
        { name: 'quantity', label: 'Cantidad (viales)' },
        { name: 'reason', label: 'Motivo', kind: 'enum', options: discardReasonOptions },
        noteField,
      ],
      showWhen: notRecalled,
      success: 'Baja registrada correctamente',
    },
    {
      route: 'counts',
      label: 'Conteo físico',
      icon: mdiClipboardCheckOutline,
      description: 'La diferencia con los viales disponibles queda en los movimientos del lote.',
      details: [
        { key: 'availableQuantity', label: 'Disponibles' },
        { key: 'initialQuantity', label: 'Inicial' },
      ],
      schema: countBodySchema,
      fields: [{ name: 'countedQuantity', label: 'Viales contados' }, noteField],
      submitLabel: 'Registrar conteo',
      showWhen: notRecalled,
      success: 'Conteo registrado correctamente',
    },
    {
      route: 'recall',
      label: 'Retirar lote',
      icon: mdiArchiveCancelOutline,
      description:
        'El lote se cerrará para siempre y sus viales disponibles se darán de baja con el motivo «Retiro del lote».',
      details: [{ key: 'availableQuantity', label: 'Disponibles' }],
      schema: recallBodySchema,
      fields: [{ name: 'reason', label: 'Motivo del retiro', kind: 'textarea' }],
      isDestructive: true,
      showWhen: notRecalled,
      success: 'Lote retirado correctamente',
    },
  ],
});
