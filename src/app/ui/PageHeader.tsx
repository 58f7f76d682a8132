import type { ReactNode } from 'react';

/**
 * A page's heading block: its one `<h1>`, focusable by script (tabIndex -1) so the shell can move
 * the focus to it after a navigation, and an optional subtitle and actions.
 */
export const PageHeader = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) => (
  <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
    <div>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-1.5 text-sm text-muted sm:text-base">{subtitle}</p>}
    </div>
    {children}
  </div>
);
