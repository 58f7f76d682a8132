import type { ComponentType } from 'react';
import type { AnyEntity, EntityViewConfig } from '../../engine';
import type { LoadEntityView } from './site-pages';

/** The app's components of the entities' views, by entity and view name, each loaded when first opened. */
export type EntityViewComponents = Readonly<Record<string, Readonly<Record<string, () => Promise<ComponentType>>>>>;

/**
 * The components the app gives the views its entities declare (src/entities): a `'page'` view
 * is the component alone; a `'record'` view is the engine's record page unless the app gives
 * one (that renders the engine's `RecordView` with what it adds below).
 */
export const entityViews: EntityViewComponents = {
  patients: { card: async () => (await import('../card/VaccinationCardPage')).VaccinationCardPage },
  'vaccine-batches': { detail: async () => (await import('../batches/BatchPage')).BatchPage },
};

/**
 * How the router loads a view: its component, else the engine's record page. Checked when the
 * pages are listed: a `'page'` view needs a component, and a component names a declared view,
 * as a server route needs its handler.
 *
 * @example
 * sitePages({ entities, appPages, loadEntityPage, loadEntityView: entityViewLoader(entities, entityViews) });
 */
export const entityViewLoader = (
  entities: readonly AnyEntity[],
  components: EntityViewComponents,
  loadRecordPage: LoadEntityView,
): LoadEntityView => {
  for (const [entityName, views] of Object.entries(components)) {
    const entity = entities.find((candidate) => candidate.name === entityName);
    for (const viewName of Object.keys(views)) {
      if (!entity?.views?.some((view) => view.name === viewName)) {
        throw new Error(`The app gives a component to ${entityName}/${viewName}, which no config declares`);
      }
    }
  }
  for (const entity of entities) {
    for (const view of entity.views ?? []) {
      if (isPageView(view) && !components[entity.name]?.[view.name]) {
        throw new Error(
          `${entity.name}'s view ${view.name} is a page with no component in src/app/pages/entity-views.ts`,
        );
      }
    }
  }
  return (entity, view) => components[entity.name]?.[view.name]?.() ?? loadRecordPage(entity, view);
};

const isPageView = (view: EntityViewConfig) => view.kind === 'page';
