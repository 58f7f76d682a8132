import { mdiChartBar, mdiClipboardTextOutline, mdiHistory, mdiHomeOutline } from '@mdi/js';
import { menuGroups } from '../../domain/menu-groups';
import { adminRoles, staffRoles } from '../../domain/roles';
import type { AppPage } from './site-pages';

/** The app's own pages (spec, section 2): Inicio first and ungrouped, Formulario Dosis last under Formularios. */
export const appPages: readonly AppPage[] = [
  {
    path: 'inicio',
    roles: staffRoles,
    menu: { label: 'Inicio', icon: mdiHomeOutline, order: 0 },
    load: async () => (await import('../home/HomePage')).HomePage,
  },
  {
    path: 'indicadores',
    roles: staffRoles,
    menu: { label: 'Indicadores', group: menuGroups.management, icon: mdiChartBar, order: 85 },
    load: async () => (await import('../indicators/IndicatorsPage')).IndicatorsPage,
  },
  {
    path: 'auditoria',
    roles: adminRoles,
    menu: { label: 'Auditoría', group: menuGroups.management, icon: mdiHistory, order: 900 },
    load: async () => (await import('../audit/AuditPage')).AuditPage,
  },
  {
    path: 'formulario-dosis',
    roles: staffRoles,
    menu: { label: 'Formulario Dosis', group: menuGroups.forms, icon: mdiClipboardTextOutline, order: 1000 },
    load: async () => (await import('../doses/DoseFormPage')).DoseFormPage,
  },
];
