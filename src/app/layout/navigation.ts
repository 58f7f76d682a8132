import {
  mdiAccountGroupOutline,
  mdiBottleTonicPlusOutline,
  mdiClipboardTextOutline,
  mdiEarth,
  mdiFactory,
  mdiHomeOutline,
  mdiHospitalBuilding,
  mdiNeedle,
  mdiPackageVariantClosed,
} from '@mdi/js';

export type NavItem = { label: string; to: string; icon: string; roles: readonly string[] };
export type NavSection = { title?: string; items: readonly NavItem[] };

const staff = ['admin', 'health'];
const admin = ['admin'];

/**
 * The drawer's entries (spec, section 2). Dosis is listed for 'salud', not 'health', as the
 * spec writes it: the health role does not see it.
 */
export const navigation: readonly NavSection[] = [
  { items: [{ label: 'Inicio', to: '/inicio', icon: mdiHomeOutline, roles: staff }] },
  {
    title: 'Gestión Administrativa',
    items: [
      { label: 'Centros de Salud', to: '/area-salud', icon: mdiHospitalBuilding, roles: admin },
      { label: 'Dosis', to: '/dosis', icon: mdiNeedle, roles: ['salud', 'admin'] },
      { label: 'Fabricantes', to: '/fabricantes', icon: mdiFactory, roles: admin },
      { label: 'Lotes', to: '/lotes', icon: mdiPackageVariantClosed, roles: admin },
      { label: 'Pacientes', to: '/pacientes', icon: mdiAccountGroupOutline, roles: admin },
      { label: 'País', to: '/pais', icon: mdiEarth, roles: admin },
      { label: 'Vacunas', to: '/vacunas', icon: mdiBottleTonicPlusOutline, roles: admin },
    ],
  },
  {
    title: 'Formularios',
    items: [{ label: 'Formulario Dosis', to: '/formulario-dosis', icon: mdiClipboardTextOutline, roles: staff }],
  },
];

/** The sections a role sees: items it may open, and no section left without items. */
export const visibleNavigation = (role: string | null, sections: readonly NavSection[] = navigation): NavSection[] =>
  sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => role !== null && item.roles.includes(role)),
    }))
    .filter((section) => section.items.length > 0);
