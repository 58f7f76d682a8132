import { create } from 'zustand';
import type { ThemeName } from './colors';

const themeKey = 'theme';

/** The stored preference (spec: 'SNH' or 'SNHdark'); without one, the system's colour scheme. */
export const initialTheme = (): ThemeName => {
  const stored = readStored();
  if (stored === 'SNH' || stored === 'SNHdark') return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'SNHdark' : 'SNH';
};

type ThemeState = {
  theme: ThemeName;
  isDark: boolean;
  toggle: () => void;
};

export const useThemeStore = create<ThemeState>()((set, get) => {
  const theme = initialTheme();
  return {
    theme,
    isDark: theme === 'SNHdark',
    toggle: () => {
      const next: ThemeName = get().isDark ? 'SNH' : 'SNHdark';
      localStorage.setItem(themeKey, next);
      set({ theme: next, isDark: next === 'SNHdark' });
    },
  };
});

/** Puts the theme on <html>: the `dark` class drives the colour variables and `dark:` utilities. */
export const applyTheme = (theme: ThemeName) => {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'SNHdark');
  root.dataset.theme = theme;
};

/** Applies the current theme now and after every change. */
export const syncThemeToDocument = () => {
  applyTheme(useThemeStore.getState().theme);
  return useThemeStore.subscribe((state) => applyTheme(state.theme));
};

function readStored(): string | null {
  try {
    return localStorage.getItem(themeKey);
  } catch {
    return null;
  }
}
