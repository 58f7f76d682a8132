import { loadEntityPage } from '../../engine/react';
import { entities } from '../registry';
import { appPages } from './app-pages';
import { sitePages } from './site-pages';

/** Every page of the app, from its own pages and the entity configs; the router, the drawer and the guards read it. */
export const pages = sitePages({ entities, appPages, loadEntityPage });
