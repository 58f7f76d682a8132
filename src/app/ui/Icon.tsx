/** A Material Design icon: pass a path from `@mdi/js`. Decorative unless given a `title`. */
export type IconProps = {
  path: string;
  size?: number;
  title?: string;
  className?: string;
};

export const Icon = ({ path, size = 24, title, className }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    className={className}
    fill="currentColor"
    role={title ? 'img' : undefined}
    aria-hidden={title ? undefined : true}
    aria-label={title}
    focusable="false"
  >
    <path d={path} />
  </svg>
);
