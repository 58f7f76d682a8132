import type { ReactNode } from 'react';

export type FieldShellProps = {
  controlId: string;
  errorId: string;
  label: string;
  isRequired: boolean;
  error?: string;
  isWide?: boolean;
  children: ReactNode;
};

/** The id of a field's label, for a widget part it names (a search box's list). */
export const labelIdOf = (controlId: string) => `${controlId}-label`;

/**
 * A field's frame: its label tied to the control, a required mark kept outside the label
 * (so the accessible name is exactly the configured label) and the Spanish error under it.
 */
export function FieldShell({ controlId, errorId, label, isRequired, error, isWide, children }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${isWide ? 'sm:col-span-2' : ''}`}>
      <div className="flex items-baseline gap-1 text-sm font-medium text-foreground">
        <label id={labelIdOf(controlId)} htmlFor={controlId}>
          {label}
        </label>
        {isRequired && (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {error && (
        <p id={errorId} className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}
