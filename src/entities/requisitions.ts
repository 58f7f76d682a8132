import { mdiCancel, mdiCheckDecagramOutline, mdiClipboardListOutline, mdiEyeOutline } from '@mdi/js';
import { z } from 'zod';
import { menuGroups } from '../domain/menu-groups';
import { adminRoles, noRoles, staffRoles } from '../domain/roles';
import { requisitionRoutes } from '../domain/supply/requisition-routes';
import {
  approvalBodySchema,
  type Requisition,
  rejectionBodySchema,
  requisitionBodySchema,
  requisitionStateLabels,
  requisitionStates,
} from '../domain/supply/requisitions';
import { placeTypeLabels, placeTypes } from '../domain/supply/stock-places';
import { defineEntity, type EntityRow } from '../engine';

const stateOptions = requisitionStates.map((value) => ({ value, label: requisitionStateLabels[value] }));
const placeTypeOptions = placeTypes.map((value) => ({ value, label: placeTypeLabels[value] }));
const shown = { kind: 'text', isReadOnly: true } as const;
const submitted = { field: 'state', equals: 'submitted' } as const;
const reasonField = { name: 'reason', label: 'Motivo', kind: 'textarea' } as const;

/** An approval starts with each vaccine's requested vials approved. */
const approvedAsRequested = (row: EntityRow) => ({
  lines: (row as unknown as Requisition).lines.map((line) => ({
    vaccineId: line.vaccineId,
    vaccineName: line.vaccineName,
    requestedVials: line.requestedVials,
    suggestedVials: line.suggestedVials,
    approvedVials: line.requestedVials,
  })),
  reason: '',
});

/**
 * Requisitions ('Pedidos', issue 42, docs/supply.md): a centre or a store asks its parent unit's
 * store for vials, each line with the quantity the stock rule suggests; the supplier's admin
 * approves it (a transfer leaves at once) or rejects it. A route-backed entity: its rows are the
 * app's tables, read and written by its declared routes.
 */
export const requisitions = defineEntity({
  name: 'requisitions',
  path: '/requisitions',
  labels: { singular: 'Pedido', plural: 'Pedidos' },
  labelKeys: ['id'],
  source: 'routes',
  schemas: { create: requisitionBodySchema, edit: z.object({}) },
  fields: [
    { name: 'place', label: 'Lugar que pide', widget: 'place' },
    { name: 'periodMonth', label: 'Mes del pedido', placeholder: 'AAAA-MM' },
    {
      name: 'lines',
      label: 'Vacunas pedidas',
      lines: {
        fields: [
          {
            name: 'vaccineId',
            label: 'Vacuna',
            reference: { entity: 'vaccines', as: 'vaccine', pick: ['vaccineName'], labelKeys: ['vaccineName'] },
          },
          { name: 'requestedVials', label: 'Viales pedidos' },
        ],
        title: 'vaccineName',
        details: [
          { key: 'suggestedVials', label: 'Sugeridos' },
          { key: 'averageMonthlyVials', label: 'Consumo mensual' },
          { key: 'onHandVials', label: 'En stock' },
          { key: 'inTransitVials', label: 'En tránsito' },
        ],
        fill: {
          route: 'suggestions',
          params: { placeType: 'place.type', placeId: 'place.id' },
          values: { vaccineId: 'vaccineId', requestedVials: 'suggestedVials' },
        },
      },
    },
    { name: 'place.name', label: 'Lugar', ...shown },
    { name: 'supplierPlace.name', label: 'Almacén que provee', ...shown },
    { name: 'placeType', label: 'Tipo de lugar', kind: 'enum', options: placeTypeOptions, isReadOnly: true },
    { name: 'placeId', label: 'Id del lugar', kind: 'number', isReadOnly: true },
    { name: 'supplierPlaceId', label: 'Id del almacén que provee', kind: 'number', isReadOnly: true },
    { name: 'state', label: 'Estado', kind: 'enum', options: stateOptions, isReadOnly: true },
    { name: 'submittedAt', label: 'Enviado el', kind: 'datetime', isReadOnly: true },
    { name: 'decidedAt', label: 'Decidido el', kind: 'datetime', isReadOnly: true },
    { name: 'receivedAt', label: 'Recibido el', kind: 'datetime', isReadOnly: true },
    { name: 'reason', label: 'Motivo', kind: 'textarea', isReadOnly: true },
    { name: 'transferId', label: 'Transferencia', kind: 'number', isReadOnly: true },
  ],
  columns: [
    { key: 'id', label: 'N.º' },
    { key: 'place.name', label: 'Lugar' },
    { key: 'supplierPlace.name', label: 'Almacén que provee' },
    { key: 'periodMonth', label: 'Mes' },
    { key: 'state', label: 'Estado' },
    { key: 'submittedAt', label: 'Enviado el' },
  ],
  // The staff of a place asks; the supplier's admin decides; nobody edits or deletes one.
  access: { read: staffRoles, create: staffRoles, update: adminRoles, delete: noRoles },
  page: {
    path: 'pedidos',
    createIn: 'dialog',
    menu: { group: menuGroups.management, icon: mdiClipboardListOutline, order: 48 },
  },
  routes: requisitionRoutes,
  views: [
    {
      name: 'detail',
      path: ':id',
      rowLink: { label: 'Ver pedido', icon: mdiEyeOutline },
      figures: [
        { key: 'place.name', label: 'Lugar' },
        { key: 'supplierPlace.name', label: 'Almacén que provee' },
        { key: 'periodMonth', label: 'Mes' },
        { key: 'state', label: 'Estado' },
        { key: 'submittedAt', label: 'Enviado el' },
        { key: 'decidedAt', label: 'Decidido el', whenMissing: '—' },
        { key: 'transferId', label: 'Transferencia', whenMissing: '—', linksTo: '/transferencias/:value' },
        { key: 'reason', label: 'Motivo', isOptional: true },
      ],
      tables: [
        {
          key: 'lines',
          label: 'Vacunas pedidas',
          columns: [
            { key: 'vaccineName', label: 'Vacuna' },
            { key: 'requestedVials', label: 'Viales pedidos' },
            { key: 'suggestedVials', label: 'Sugeridos' },
            { key: 'approvedVials', label: 'Aprobados' },
          ],
        },
      ],
    },
  ],
  formActions: [
    {
      route: 'approve',
      label: 'Aprobar',
      icon: mdiCheckDecagramOutline,
      description:
        'Indique los viales aprobados de cada vacuna. Si alguno difiere de lo pedido, explique el motivo. Al aprobar se envía en el acto una transferencia desde su almacén, con los lotes que vencen antes.',
      schema: approvalBodySchema,
      fields: [
        {
          name: 'lines',
          label: 'Vacunas aprobadas',
          lines: {
            fields: [{ name: 'approvedVials', label: 'Viales aprobados' }],
            title: 'vaccineName',
            details: [
              { key: 'requestedVials', label: 'Pedidos' },
              { key: 'suggestedVials', label: 'Sugeridos' },
            ],
            canAdd: false,
            canRemove: false,
          },
        },
        reasonField,
      ],
      initialValues: approvedAsRequested,
      submitLabel: 'Aprobar y despachar',
      showWhen: submitted,
      success: 'Pedido aprobado y despachado',
    },
    {
      route: 'reject',
      label: 'Rechazar',
      icon: mdiCancel,
      schema: rejectionBodySchema,
      fields: [reasonField],
      isDestructive: true,
      showWhen: submitted,
      success: 'Pedido rechazado',
    },
  ],
});
