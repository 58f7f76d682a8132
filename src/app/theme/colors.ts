/**
 * The palette of both themes, in one place: Tailwind turns each key into a colour class
 * (`bg-primary`, `text-on-primary`, `border-border`) backed by a CSS variable, and charts read
 * the same values. The brand colours are those of the product spec; the surfaces are ours.
 * Each `on-*` colour is the text drawn over its colour, chosen for a WCAG AA contrast (4.5:1):
 * white fails on the spec's light success, error and info, so those take a dark text.
 */
export type ThemeName = 'SNH' | 'SNHdark';

export const colorTokens = [
  'primary',
  'on-primary',
  'secondary',
  'on-secondary',
  'accent',
  'on-accent',
  'error',
  'on-error',
  'info',
  'on-info',
  'success',
  'on-success',
  'warning',
  'on-warning',
  'brand',
  'background',
  'surface',
  'surface-muted',
  'border',
  'foreground',
  'muted',
] as const;

export type ColorToken = (typeof colorTokens)[number];
export type Palette = Readonly<Record<ColorToken, string>>;

export const palettes: Readonly<Record<ThemeName, Palette>> = {
  SNH: {
    primary: '#1B856E',
    'on-primary': '#FFFFFF',
    secondary: '#1F453D',
    'on-secondary': '#FFFFFF',
    accent: '#20cfa2',
    'on-accent': '#06261E',
    error: '#FC3E30',
    'on-error': '#2A0500',
    info: '#2196f3',
    'on-info': '#04203A',
    success: '#43A148',
    'on-success': '#0B2610',
    warning: '#FFC800',
    'on-warning': '#2B2100',
    brand: '#1B856E',
    background: '#F3F6F5',
    surface: '#FFFFFF',
    'surface-muted': '#EDF2F0',
    border: '#DCE4E1',
    foreground: '#15201D',
    muted: '#5C6B66',
  },
  SNHdark: {
    primary: '#1F453D',
    'on-primary': '#FFFFFF',
    secondary: '#A3EFDE',
    'on-secondary': '#0B2620',
    accent: '#3B7A6A',
    'on-accent': '#FFFFFF',
    error: '#C73126',
    'on-error': '#FFFFFF',
    info: '#90caf9',
    'on-info': '#0B2238',
    success: '#2A502C',
    'on-success': '#FFFFFF',
    warning: '#F0BC00',
    'on-warning': '#2B2100',
    brand: '#A3EFDE',
    background: '#0D1412',
    surface: '#141D1A',
    'surface-muted': '#1B2623',
    border: '#2A3833',
    foreground: '#E3ECE9',
    muted: '#94A5A0',
  },
};

/** Bar colour of every chart, the same in both themes. */
export const chartBarColor = '#1B856E';

/** The CSS variable that holds a token's value for the current theme. */
export const cssVariable = (token: ColorToken): string => `--snh-${token}`;
