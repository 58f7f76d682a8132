// Applies the stored or system theme before the app's code loads, so a dark page does not
// flash light first. The app's theme store takes over from here (same keys and values).
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {}
  const isDark = stored === 'SNHdark' || (stored !== 'SNH' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
})();
