/**
 * The palette of both themes, in one place: Tailwind turns each key into a colour class
 * (`bg-primary`, `text-on-primary`, `border-border`) backed by a CSS variable, and charts read
 * the same values. The brand colours are those of the product spec, kept for fills, bars and
 * accents; the surfaces are ours.
 *
 * Text has tones of its own, as design systems derive them (WCAG AA, 4.5:1 on every backdrop
 * in `contrastPairs`):
 * - each `on-*` colour is the text drawn over its fill: white fails on the spec's light success,
 *   error and info, so those take a dark text;
 * - `text-error` and `text-brand` are the spec's error and brand moved in OKLCH lightness (darker
 *   in light, lighter in dark) until they read on the surfaces; Tailwind's `text-error` and
 *   `text-brand` classes draw with them, while `bg-error` and `bg-brand` keep the spec's fills;
 * - `focus` is the focus ring and `input` the boundary of a form control (3:1, WCAG 1.4.11).
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
  'on-brand',
  'background',
  'surface',
  'surface-muted',
  'border',
  'foreground',
  'muted',
  'text-error',
  'text-brand',
  'focus',
  'input',
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
    'on-brand': '#FFFFFF',
    background: '#F3F6F5',
    surface: '#FFFFFF',
    'surface-muted': '#EDF2F0',
    border: '#DCE4E1',
    foreground: '#15201D',
    muted: '#5C6B66',
    'text-error': '#D90403',
    'text-brand': '#007660',
    focus: '#007660',
    input: '#848B88',
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
    'on-brand': '#0B2620',
    background: '#0D1412',
    surface: '#141D1A',
    'surface-muted': '#1B2623',
    border: '#2A3833',
    foreground: '#E3ECE9',
    muted: '#94A5A0',
    'text-error': '#F0594A',
    'text-brand': '#A3EFDE',
    focus: '#A3EFDE',
    input: '#62726C',
  },
};

/** A layer of a backdrop: a token, white or black, at an opacity as Tailwind writes it (`brand/10`). */
export type Layer = ColorToken | 'white' | 'black' | `${ColorToken | 'white' | 'black'}/${number}`;

/**
 * Where a colour is drawn: the colour, and the backdrop under it from the bottom layer up
 * (`['surface', 'brand/10']` is `bg-brand/10` on a surface). Text needs 4.5:1 against it; a
 * non-text colour (a focus ring, a control's boundary, an icon) 3:1.
 */
export type ContrastPair = { color: ColorToken; on: readonly Layer[]; isNonText?: boolean };

const textOn = (color: ColorToken, ...backdrops: (Layer | readonly Layer[])[]): ContrastPair[] =>
  backdrops.map((on) => ({ color, on: typeof on === 'string' ? [on] : on }));

const nonTextOn = (color: ColorToken, ...backdrops: (Layer | readonly Layer[])[]): ContrastPair[] =>
  textOn(color, ...backdrops).map((pair) => ({ ...pair, isNonText: true }));

/**
 * Every place a text, ring or boundary colour is drawn, checked in both palettes by
 * `tests/unit/contrast.test.ts`: a new foreground token, or an old one on a new backdrop,
 * is declared here.
 */
export const contrastPairs: readonly ContrastPair[] = [
  // page text: surfaces, the top bar over the page, a hovered option, the home error box, the login warning
  ...textOn('foreground', 'surface', 'background', 'surface-muted', ['background', 'surface/85']),
  ...textOn('foreground', ['surface', 'primary/10'], ['surface', 'error/10'], ['background', 'warning/15']),
  ...textOn('muted', 'surface', 'background', 'surface-muted', ['background', 'surface/85']),
  // field errors, required marks; the current drawer item, a finished step, summary icons
  ...textOn('text-error', 'surface', 'background', 'surface-muted'),
  ...textOn('text-brand', 'surface', 'background', ['surface', 'brand/10'], ['surface', 'brand/15']),
  // text on fills: buttons, the login panel and its shapes, the message bar and its hovered actions
  ...textOn('on-primary', 'primary', ['primary', 'black/10']),
  ...textOn('on-secondary', 'secondary'),
  ...textOn('on-accent', 'accent'),
  ...textOn('on-error', 'error', ['error', 'black/5']),
  ...textOn('on-info', 'info', ['info', 'black/5']),
  ...textOn('on-success', 'success', ['success', 'black/5']),
  ...textOn('on-warning', 'warning', ['warning', 'black/5']),
  ...textOn('on-brand', 'brand'),
  // rings, control boundaries (an invalid one in the fill red) and icons
  ...nonTextOn('focus', 'surface', 'background', 'surface-muted'),
  ...nonTextOn('input', 'surface', 'background', 'surface-muted'),
  ...nonTextOn('error', 'surface', 'background'),
  ...nonTextOn('text-error', ['surface', 'error/10']),
  ...nonTextOn('text-brand', ['surface', 'primary/10']),
  ...nonTextOn('on-primary', ['primary', 'white/10']),
];

/** Bar colour of every chart, the same in both themes. */
export const chartBarColor = '#1B856E';

/** The CSS variable that holds a token's value for the current theme. */
export const cssVariable = (token: ColorToken): string => `--snh-${token}`;
