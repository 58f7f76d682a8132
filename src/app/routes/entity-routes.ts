import type { EntityPageProps } from '../../engine/react/EntityPage';
import type * as registeredEntities from '../../entities';

/** An entity config exported by the registry, named so the config loads with its page. */
export type EntityExport = Exclude<keyof typeof registeredEntities, 'entities'>;

export type EntityRoute = {
  path: string;
  entity: EntityExport;
  /** Entity-specific behaviour of the engine's page. */
  pageProps?: Omit<EntityPageProps, 'entity'>;
  /** Page props whose code loads with the page, not with the router. */
  loadPageProps?: () => Promise<Omit<EntityPageProps, 'entity'>>;
};

/** The admin pages the engine's EntityPage renders, by route path (spec, section 2). */
export const entityRoutes: readonly EntityRoute[] = [
  {
    path: 'dosis',
    entity: 'appliedDoses',
    // A dose is never deleted: it is cancelled, and the server may roll the cancel back.
    pageProps: {
      editDialogSize: 'wide',
      deleteAction: {
        action: 'cancel',
        success: 'Dosis eliminada correctamente',
        rolledBack: 'El sistema revirtió la eliminación por seguridad',
      },
    },
  },
  { path: 'area-salud', entity: 'vaccinationCenters' },
  { path: 'fabricantes', entity: 'manufacturers' },
  {
    path: 'lotes',
    entity: 'vaccineBatches',
    loadPageProps: async () => ({ editExtras: (await import('./batch-status-toggle')).batchStatusToggle }),
  },
  { path: 'pacientes', entity: 'patients' },
  { path: 'pais', entity: 'countries' },
  { path: 'vacunas', entity: 'vaccines' },
];
