import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../styles';
import type { SimilarRowsState } from './useSimilarCheck';

/**
 * The register form's warning that the record may exist already: each match with its details
 * and a button to use it, and one to register anyway. Its heading takes the focus when it
 * appears, so a keyboard or screen reader user lands on it; each 'use' button is described by
 * its match's name.
 *
 * @example
 * {similar && <SimilarRowsNotice similar={similar} />}
 */
export function SimilarRowsNotice({ similar }: { similar: SimilarRowsState }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-warning bg-warning/10 p-4 sm:p-5">
      <h3
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-foreground outline-none focus-visible:underline"
      >
        {similar.texts.title}
      </h3>
      <p className="mt-1 text-sm text-foreground">{similar.texts.intro}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {similar.views.map((view) => (
          <li
            key={view.row.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p id={`${titleId}-${view.row.id}`} className="font-semibold text-foreground">
                {view.name}
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                {view.details.map((detail) => (
                  <div key={detail.label} className="flex gap-1">
                    <dt>{detail.label}:</dt>
                    <dd className="text-foreground">{detail.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <button
              type="button"
              className={buttonClass.primary}
              aria-describedby={`${titleId}-${view.row.id}`}
              onClick={() => similar.use(view.row)}
            >
              {similar.texts.use}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <button type="button" className={buttonClass.secondary} onClick={similar.registerAnyway}>
          {similar.texts.registerAnyway}
        </button>
      </div>
    </section>
  );
}
