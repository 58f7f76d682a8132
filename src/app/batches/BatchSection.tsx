import { type ReactNode, useId } from 'react';

/** A titled part of a lot's page (its ledger, its recipients), with what it holds and an action at its right. */
export const BatchSection = ({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-foreground">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
};
