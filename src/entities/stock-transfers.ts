import { mdiEyeOutline, mdiPackageVariantClosedCheck, mdiTruckDeliveryOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { adminRoles, noRoles, staffRoles } from '../domain/roles';
import { placeTypeLabels, placeTypes } from '../domain/supply/stock-places';
import { transferRoutes } from '../domain/supply/transfer-routes';
import {
  receiptBodySchema,
  type Transfer,
  transferBodySchema,
  transferStateLabels,
  transferStates,
  vvmStageLabels,
} from '../domain/supply/transfers';
import { defineEntity, type EntityRow } from '../engine';

const stateOptions = transferStates.map((value) => ({ value, label: transferStateLabels[value] }));
const placeTypeOptions = placeTypes.map((value) => ({ value, label: placeTypeLabels[value] }));
const stageOptions = Object.entries(vvmStageLabels).map(([value, label]) => ({ value: Number(value), label }));

/** What the record shows and the trail keeps: read-only, the routes write them. */
const shown = { kind: 'text', isReadOnly: true } as const;

/** A receipt's lines start as the lots sent, all arrived at VVM stage 1. */
const receivedAsSent = (row: EntityRow) => ({
  lines: (row as unknown as Transfer).lines.map((line) => ({
    vaccineBatchId: line.vaccineBatchId,
    batchNumber: `${line.batchNumber} · ${line.vaccineName}`,
    sentVials: line.sentVials,
    receivedVials: line.sentVials,
    vvmStage: 1,
  })),
});

/**
 * Transfers of vials between places (issue 42, docs/supply.md): a route-backed entity, its rows
 * the app's tables (`stock_transfers`, its lines and receipts) read and written by its declared
 * routes only, since sending moves stock at once. Its page lists the transfers of the caller's
 * places ('Transferencias'), opens one with its lines, sends one ('Nueva transferencia') and
 * records its receipt ('Registrar recepción').
 */
export const stockTransfers = defineEntity({
  name: 'stock-transfers',
  path: '/stock-transfers',
  labels: { singular: 'Transferencia', plural: 'Transferencias', isFeminine: true },
  labelKeys: ['id'],
  source: 'routes',
  schemas: { create: transferBodySchema, edit: z.object({}) },
  fields: [
    { name: 'fromPlace', label: 'Origen', widget: 'place' },
    { name: 'toPlace', label: 'Destino', widget: 'place' },
    {
      name: 'lines',
      label: 'Lotes enviados',
      lines: {
        fields: [
          {
            name: 'vaccineBatchId',
            label: 'Lote',
            reference: {
              entity: 'vaccine-batches',
              as: 'vaccineBatch',
              pick: ['batchNumber'],
              labelKeys: ['batchNumber', 'vaccine.vaccineName'],
              choose: 'search',
            },
          },
          { name: 'vials', label: 'Viales' },
        ],
      },
    },
    { name: 'fromPlace.name', label: 'Origen', ...shown },
    { name: 'toPlace.name', label: 'Destino', ...shown },
    { name: 'fromPlaceType', label: 'Tipo de origen', kind: 'enum', options: placeTypeOptions, isReadOnly: true },
    { name: 'fromPlaceId', label: 'Id del origen', kind: 'number', isReadOnly: true },
    { name: 'toPlaceType', label: 'Tipo de destino', kind: 'enum', options: placeTypeOptions, isReadOnly: true },
    { name: 'toPlaceId', label: 'Id del destino', kind: 'number', isReadOnly: true },
    { name: 'state', label: 'Estado', kind: 'enum', options: stateOptions, isReadOnly: true },
    { name: 'sentAt', label: 'Enviada el', kind: 'datetime', isReadOnly: true },
    { name: 'receivedAt', label: 'Recibida el', kind: 'datetime', isReadOnly: true },
  ],
  columns: [
    { key: 'id', label: 'N.º' },
    { key: 'fromPlace.name', label: 'Origen' },
    { key: 'toPlace.name', label: 'Destino' },
    { key: 'state', label: 'Estado' },
    { key: 'sentAt', label: 'Enviada el' },
    { key: 'receivedAt', label: 'Recibida el', whenMissing: '—' },
  ],
  // The staff lists and receives; an admin sends; nobody edits or deletes one.
  access: { read: staffRoles, create: adminRoles, update: staffRoles, delete: noRoles },
  page: {
    path: 'transferencias',
    createIn: 'dialog',
    menu: { group: menuGroups.management, icon: mdiTruckDeliveryOutline, order: 47 },
  },
  routes: transferRoutes,
  views: [
    {
      name: 'detail',
      path: ':id',
      rowLink: { label: 'Ver transferencia', icon: mdiEyeOutline },
      tables: [
        {
          key: 'lines',
          label: 'Lotes enviados',
          columns: [
            { key: 'batchNumber', label: 'Lote' },
            { key: 'vaccineName', label: 'Vacuna' },
            { key: 'sentVials', label: 'Viales enviados' },
          ],
        },
        {
          key: 'receipts',
          label: 'Recepción',
          emptyText: 'Aún no se registró la recepción.',
          columns: [
            { key: 'batchNumber', label: 'Lote' },
            { key: 'receivedVials', label: 'Viales recibidos' },
            { key: 'vvmStage', label: 'Monitor VVM', options: stageOptions },
          ],
        },
      ],
    },
  ],
  formActions: [
    {
      route: 'receipt',
      label: 'Registrar recepción',
      icon: mdiPackageVariantClosedCheck,
      description:
        'Indique los viales que llegaron de cada lote y la etapa de su monitor VVM. Los que faltan se registran como pérdida en tránsito; los de etapa 3 o 4 se dan de baja. Duplique una línea para un lote que llegó en dos etapas.',
      schema: receiptBodySchema,
      fields: [
        {
          name: 'lines',
          label: 'Lotes recibidos',
          lines: {
            fields: [
              { name: 'receivedVials', label: 'Viales recibidos' },
              { name: 'vvmStage', label: 'Monitor VVM', kind: 'enum', options: stageOptions },
            ],
            title: 'batchNumber',
            details: [{ key: 'sentVials', label: 'Enviados' }],
            canAdd: false,
            canCopy: true,
          },
        },
      ],
      initialValues: receivedAsSent,
      showWhen: { field: 'state', equals: 'sent' },
      success: 'Recepción registrada correctamente',
    },
  ],
});
