import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { IconButton } from '../ui/IconButton';
import { useThemeStore } from './theme-store';

/** Its tooltip names the theme it switches to: 'Modo Claro' when dark, 'Modo Oscuro' when light. */
export const ThemeToggle = () => {
  const isDark = useThemeStore((state) => state.isDark);
  const toggle = useThemeStore((state) => state.toggle);
  return (
    <IconButton
      label={isDark ? 'Modo Claro' : 'Modo Oscuro'}
      icon={isDark ? mdiWeatherSunny : mdiWeatherNight}
      onClick={toggle}
    />
  );
};
