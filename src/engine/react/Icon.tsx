/**
 * A Material Design icon from `@mdi/js`, drawn inline. Decorative: the button around it
 * carries the accessible name.
 *
 * @example
 * <Icon path={mdiPencil} />
 */
export function Icon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={path} />
    </svg>
  );
}
