import { mdiChartBar, mdiClipboardTextOutline, mdiHistory, mdiHomeOutline, mdiWarehouse } from '@mdi/js';
import { menuGroups } from '../../domain/menu-groups';
import { adminRoles, staffRoles } from '../../domain/roles';
import { passwordPath } from '../account/password-path';
import { passwordTexts } from '../account/texts';
import { offlineEntriesPath } from '../offline/offline-path';
import { offlineTexts } from '../offline/texts';
import type { AppPage } from './site-pages';

/**
 * The app's own pages (spec, section 2): Inicio first and ungrouped, Existencias (the stock per
 * place, after Lotes) and Indicadores under Gestión Administrativa, Formulario Dosis last under
 * Formularios; then those the drawer does not list: 'Cambiar contraseña' (the account menu's) and
 * 'Registros sin conexión' (the top bar's sync status), open to whoever works in the panel.
 */
export const appPages: readonly AppPage[] = [
  {
    path: 'inicio',
    roles: staffRoles,
    menu: { label: 'Inicio', icon: mdiHomeOutline, order: 0 },
    load: async () => (await import('../home/HomePage')).HomePage,
  },
  {
    path: 'existencias',
    roles: staffRoles,
    menu: { label: 'Existencias', group: menuGroups.management, icon: mdiWarehouse, order: 41 },
    load: async () => (await import('../stock/StockPage')).StockPage,
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
  {
    path: passwordPath.slice(1),
    roles: staffRoles,
    title: passwordTexts.title,
    load: async () => (await import('../account/PasswordPage')).PasswordPage,
  },
  {
    path: offlineEntriesPath.slice(1),
    roles: staffRoles,
    title: offlineTexts.pageTitle,
    load: async () => (await import('../offline/OfflineEntriesPage')).OfflineEntriesPage,
  },
];
