import type { ReactNode } from 'react';

/** One term of a series line and its value, 'Recomendada: 30/03/2026', inside the line's `<dl>`. */
export const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex gap-1.5">
    <dt className="text-muted">{label}:</dt>
    <dd className="font-medium text-foreground tabular-nums">{children}</dd>
  </div>
);
