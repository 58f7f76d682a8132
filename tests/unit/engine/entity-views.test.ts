import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity, type EntityViewConfig, type RowLinkConfig } from '../../../src/engine/contract/entity';
import { maxRowIcons, viewPath, viewPattern, viewRoles } from '../../../src/engine/contract/entity-view';
import { createRegistry } from '../../../src/engine/contract/registry';
import { text } from '../../../src/engine/rules';
import { entities } from '../../../src/entities';
import { patients } from '../../../src/entities/patients';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

const roomSchema = z.object({ roomName: text({ required: 'El nombre es requerido' }) });

/** A small entity with a page, and the views and links a case gives it. */
const rooms = (extra: {
  views?: readonly EntityViewConfig<'roomName'>[];
  rowLinks?: readonly RowLinkConfig[];
  hasPage?: boolean;
}) =>
  defineEntity({
    name: 'rooms',
    path: '/rooms',
    labels: { singular: 'Sala', plural: 'Salas', isFeminine: true },
    schemas: { create: roomSchema, edit: roomSchema },
    fields: [{ name: 'roomName', label: 'Sala' }],
    columns: [{ key: 'roomName', label: 'Sala' }],
    access: { read: ['admin', 'health'], create: ['admin'], update: ['admin'], delete: ['admin'] },
    ...(extra.hasPage === false ? {} : { page: { path: 'salas', menu: { icon: '', order: 10 } } }),
    views: extra.views,
    rowLinks: extra.rowLinks,
  });

const link = { label: 'Ver', icon: '' };

describe('views declared by a config', () => {
  it('should hang each view below its page, its path written once in its config', () => {
    expect(viewPattern(patients, patients.views?.[0] ?? { path: '' })).toBe('/pacientes/:id/carnet');
    expect(viewPath(patients, 'card', { id: 7 })).toBe('/pacientes/7/carnet');
    expect(viewPath(vaccineBatches, 'detail', { id: 4 })).toBe('/lotes/4');
    expect(viewPath(patients, 'card', { id: 7 }, { reportar: 31 })).toBe('/pacientes/7/carnet?reportar=31');
  });

  it("should open a view to the entity's readers unless it names its own roles", () => {
    const card = patients.views?.find((view) => view.name === 'card');
    const detail = vaccineBatches.views?.find((view) => view.name === 'detail');
    expect(card && viewRoles(patients, card)).toEqual(['admin', 'health']);
    expect(detail && viewRoles(vaccineBatches, detail)).toEqual(['admin']);
  });

  it.each([
    ['a view without a page', { hasPage: false, views: [{ name: 'detail', path: ':id' }] }, 'no page to hold them'],
    [
      'two views of one name',
      {
        views: [
          { name: 'detail', path: ':id' },
          { name: 'detail', kind: 'page', path: ':id/x' },
        ],
      },
      'declares the view detail twice',
    ],
    [
      'two views at one path',
      {
        views: [
          { name: 'detail', path: ':id' },
          { name: 'plan', kind: 'page', path: ':id' },
        ],
      },
      'two views at :id',
    ],
    [
      'two record views',
      {
        views: [
          { name: 'detail', path: ':id' },
          { name: 'other', path: ':id/otra' },
        ],
      },
      '2 record views; one at most',
    ],
    ['a record view without :id', { views: [{ name: 'detail', path: 'todas' }] }, 'needs :id in its path'],
    [
      'a view wider than the readers',
      { views: [{ name: 'detail', path: ':id', roles: ['guest'] }] },
      'opens to guest, who may not read it',
    ],
    ['a path from the root', { views: [{ name: 'detail', path: '/:id' }] }, 'without a leading slash'],
    [
      'a row of four icons',
      {
        views: [{ name: 'detail', path: ':id', rowLink: link }],
        rowLinks: [{ ...link, entity: 'patients', view: 'card' }],
      },
      "rooms's rows would show 4 icons; 3 at most",
    ],
  ] as const)('should refuse %s when the config loads', (_case, extra, message) => {
    expect(() => rooms(extra)).toThrow(message);
  });

  it('should refuse a row link to a view no entity declares, when the registry is made', () => {
    const linked = rooms({ rowLinks: [{ ...link, entity: 'patients', view: 'plan' }] });
    expect(() => createRegistry([...entities, linked])).toThrow("rooms's row link Ver names no view plan of patients");
  });

  it(`should keep every product entity's rows to ${maxRowIcons} icons: its links, Editar and Eliminar`, () => {
    const icons = entities.map((entity) => ({
      name: entity.name,
      icons: (entity.views ?? []).filter((view) => view.rowLink).length + (entity.rowLinks?.length ?? 0) + 2,
    }));
    expect(icons.filter(({ icons: count }) => count > maxRowIcons)).toEqual([]);
  });
});
