/** Whether the user asked the system for reduced motion: charts then draw at once, and nothing slides or fades. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
