import { loadEntityPage } from '../../engine/react';
import { entities } from '../registry';
import { appPages } from './app-pages';
import { entityViewLoader, entityViews } from './entity-views';
import { type LoadEntityView, sitePages } from './site-pages';

const loadRecordPage: LoadEntityView = async (entity, view) => {
  const { RecordPage } = await import('./RecordPage');
  return () => <RecordPage entity={entity} view={view} />;
};

/**
 * Every page of the app, from its own pages and the entity configs (their pages and their
 * views); the router, the drawer and the guards read it.
 */
export const pages = sitePages({
  entities,
  appPages,
  loadEntityPage,
  loadEntityView: entityViewLoader(entities, entityViews, loadRecordPage),
});
