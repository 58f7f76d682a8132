import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import {
  type ColorToken,
  type ContrastPair,
  chartBarColor,
  colorTokens,
  contrastPairs,
  type Layer,
  type Palette,
  palettes,
  type ThemeName,
} from '../../src/app/theme/colors';

const minimum = { text: 4.5, nonText: 3 } as const;

const fixedColors = { white: '#FFFFFF', black: '#000000' } as const;

const colorOf = (palette: Palette, name: ColorToken | keyof typeof fixedColors): string =>
  name === 'white' || name === 'black' ? fixedColors[name] : palette[name];

/** Paints the layers bottom up, as the browser composites `bg-brand/10` over its parent (in sRGB). */
const backdropOf = (palette: Palette, layers: readonly Layer[]): Color =>
  layers.reduce<Color | undefined>((below, layer) => {
    const [name, percent] = layer.split('/') as [ColorToken | keyof typeof fixedColors, string | undefined];
    const paint = new Color(colorOf(palette, name));
    const opacity = percent === undefined ? 1 : Number(percent) / 100;
    if (below === undefined || opacity === 1) return paint;
    return below.mix(paint, opacity, { space: 'srgb' }).to('srgb');
  }, undefined) ?? new Color(palette.background);

const contrastOf = (theme: ThemeName, pair: ContrastPair): number =>
  new Color(palettes[theme][pair.color]).contrast(backdropOf(palettes[theme], pair.on), 'WCAG21');

const cases = (['SNH', 'SNHdark'] as const).flatMap((theme) =>
  contrastPairs.map((pair) => ({
    name: `${pair.color} on ${pair.on.join(' + ')} in ${theme}`,
    theme,
    pair,
    needed: pair.isNonText ? minimum.nonText : minimum.text,
  })),
);

/** Tokens drawn over another colour: text (`on-*`, `text-*`, foreground, muted), the focus ring, control boundaries. */
const isDrawnOver = (token: ColorToken) =>
  /^(on|text)-/.test(token) || ['foreground', 'muted', 'focus', 'input'].includes(token);

describe('contrastPairs', () => {
  it.each(cases)('should give $name at least $needed:1', ({ theme, pair, needed }) => {
    expect(contrastOf(theme, pair)).toBeGreaterThanOrEqual(needed);
  });

  it('should declare where every text, ring and boundary colour is drawn', () => {
    const declared = new Set(contrastPairs.map((pair) => pair.color));
    expect(colorTokens.filter(isDrawnOver).filter((token) => !declared.has(token))).toEqual([]);
  });

  it('should composite a tinted backdrop as the browser does (axe measured #E8F3F1 under the drawer item)', () => {
    const backdrop = backdropOf(palettes.SNH, ['surface', 'brand/10']);
    expect(backdrop.toString({ format: 'hex' })).toBe('#e8f3f1');
    expect(contrastOf('SNH', { color: 'brand', on: ['surface', 'brand/10'] })).toBeCloseTo(4.0, 1);
  });

  it.each(['SNH', 'SNHdark'] as const)('should draw the chart bars at 3:1 on the %s surface', (theme) => {
    expect(new Color(chartBarColor).contrast(palettes[theme].surface, 'WCAG21')).toBeGreaterThanOrEqual(
      minimum.nonText,
    );
  });

  it('should keep the spec palette for fills, bars and accents', () => {
    expect(palettes.SNH).toMatchObject({ primary: '#1B856E', error: '#FC3E30', brand: '#1B856E' });
    expect(palettes.SNHdark).toMatchObject({ primary: '#1F453D', error: '#C73126', secondary: '#A3EFDE' });
  });
});
