import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** A control drawn inside the field's right edge, such as a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export const TextField = ({ label, error, trailing, className = '', ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          className={
            'h-11 w-full rounded-xl border bg-surface px-3.5 text-sm text-foreground placeholder:text-muted ' +
            'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
            `${error ? 'border-error' : 'border-input'} ` +
            (trailing ? 'pr-12' : '')
          }
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
};
