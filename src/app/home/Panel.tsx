import type { ReactNode } from 'react';

/** A titled card of the home page; `aside` sits at the header's right (the centre select). */
export const Panel = ({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro?: string;
  aside?: ReactNode;
  children: ReactNode;
}) => (
  <section className="min-w-0 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
    <div className="mb-5 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div>
        <h2 className="text-lg font-semibold tracking-tight text-foreground">{title}</h2>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {aside && <div className="w-full md:w-72 md:shrink-0">{aside}</div>}
    </div>
    {children}
  </section>
);
