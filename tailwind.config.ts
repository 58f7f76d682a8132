import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { type ColorToken, colorTokens, cssVariable, type Palette, palettes } from './src/app/theme/colors';

/**
 * Loaded from `src/app/styles.css` with `@config`. Colour classes point at CSS variables
 * (`bg-primary` is `var(--snh-primary)`), whose values the `dark` class on <html> switches,
 * so one class name serves both themes. The text tones (`text-error`, `text-brand` tokens) are
 * what the `text-*` classes of their colour draw with: `text-error` is readable text while
 * `bg-error` and `border-error` keep the spec's fill.
 */
const variablesOf = (palette: Palette) =>
  Object.fromEntries(colorTokens.map((token) => [cssVariable(token), palette[token]]));

const textTonePrefix = 'text-';
const isTextTone = (token: ColorToken) => token.startsWith(textTonePrefix);
const classColor = (token: ColorToken) => `var(${cssVariable(token)})`;

const colors = Object.fromEntries(
  colorTokens.filter((token) => !isTextTone(token)).map((token) => [token, classColor(token)]),
);

const textColors = Object.fromEntries(
  colorTokens.filter(isTextTone).map((token) => [token.slice(textTonePrefix.length), classColor(token)]),
);

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: { xs: '0px', sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' },
    extend: { colors, textColor: textColors },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...variablesOf(palettes.SNH), 'color-scheme': 'light' },
        ':root.dark': { ...variablesOf(palettes.SNHdark), 'color-scheme': 'dark' },
      });
    }),
  ],
} satisfies Config;
